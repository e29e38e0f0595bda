import { resumeSession } from '@openenroll/contract/wizard/resume';
import { callApi } from '../../../shared/api/call-api.ts';

/** After the session timed out: the enrollment this browser was working on, and the step to open (decision 016). */
export const resumeAfterTimeout = () => callApi(resumeSession, {});
