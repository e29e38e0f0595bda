import type { Tier } from '@openenroll/contract/codes';
import { addFilterForNewUser, changeFilterInfo, validateZipCode } from '@openenroll/contract/filter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import { callApi } from '../../api/call-api.ts';
import { noteCartRemovals } from '../../cart/cart-removals.ts';
import { clientState } from '../../client-state.ts';
import type { QuoteFormOutput } from '../quote-form-schema.ts';
import { refreshAfterQuoteChange } from './change-filter.ts';
import { forgetQuote } from './filter-info.ts';

/** The zip lookup's refusal, as an error on the zip field carrying the lookup's first message. */
async function checkZip(zip: string) {
  try {
    await callApi(validateZipCode, { zip_code: zip });
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode === 0) throw error;
    const message = error.fieldErrors[0]?.error_message ?? error.message;
    throw new ApiError({
      statusCode: error.statusCode,
      message,
      data: [{ target_element: 'zip', error_message: message }],
    });
  }
}

/** A new enrollment for the quote, sent with who this browser remembers is shopping (the server checks it). */
async function startQuote(filter: QuoteFormOutput) {
  const started = await callApi(addFilterForNewUser, {
    ...filter,
    eprocess: clientState.get('eprocess'),
    agent_id: clientState.get('agent_id'),
    group_id: clientState.get('group_id'),
    platform_group_id: clientState.get('portal_id'),
    type: clientState.get('enroll_type'),
    open_type: clientState.get('open_type'),
    referral: clientState.get('referral'),
  });
  return started.temp_enrollment_id;
}

/** The quote form: the zip is looked up, then the visitor's enrollment is started or its filter changed. */
export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filter: QuoteFormOutput): Promise<{ tempId: string; tier: Tier }> => {
      await checkZip(filter.zip);
      const tempId = clientState.get('tempId');
      if (tempId) {
        try {
          const changed = await callApi(changeFilterInfo, { tempId, ...filter });
          noteCartRemovals(queryClient, changed.removed_from_cart);
          return { tempId, tier: filter.tier };
        } catch (error) {
          // The session no longer holds that enrollment: start a new one instead.
          if (!(error instanceof ApiError && error.statusCode === 404)) throw error;
          forgetQuote();
        }
      }
      return { tempId: await startQuote(filter), tier: filter.tier };
    },
    onSuccess: async ({ tempId, tier }) => {
      clientState.set('tempId', tempId);
      clientState.set('selectedTier', tier);
      clientState.set('isFilterDataSubmitted', true);
      await refreshAfterQuoteChange(queryClient);
    },
  });
}
