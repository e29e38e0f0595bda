import type { eprocess } from '@openenroll/contract/codes';
import type { z } from 'zod';

type Eprocess = z.infer<typeof eprocess>;

/** Who the wizard is completed by: the representative, or else the store's own kind of shopper (group or applicant). */
export function enrollBy(type: 'rep' | 'applicant', storeEprocess: Eprocess | undefined): Eprocess {
  if (type === 'rep') return 'rep';
  return storeEprocess === 'group' ? 'group' : 'applicant';
}
