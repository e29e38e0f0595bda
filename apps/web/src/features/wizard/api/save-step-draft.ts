import type { CallInput } from '@openenroll/contract/call';
import { saveStepDraft } from '@openenroll/contract/wizard/tabs';
import { callApi } from '../../../shared/api/call-api.ts';

export type DraftInput = CallInput<typeof saveStepDraft>;
export type DraftData = DraftInput['data'];

/** Keeps a step's typed values on the server; `keepalive` lets it leave while the page is being hidden. */
export const sendStepDraft = (draft: DraftInput, keepalive = false) => callApi(saveStepDraft, draft, { keepalive });
