import { routingNumberBankLookup } from '@openenroll/contract/wizard/billing-info';
import { callApi } from '../../../shared/api/call-api.ts';

/** The bank of a routing number, its name in upper case; an unknown one is refused with a message for the field. */
export const lookUpRoutingNumber = (routingNumber: string, signal?: AbortSignal) =>
  callApi(routingNumberBankLookup, { q: routingNumber }, { signal });
