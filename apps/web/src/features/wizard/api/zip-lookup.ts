import { validateZipCode } from '@openenroll/contract/filter';
import { callApi } from '../../../shared/api/call-api.ts';

/** A 5-digit zip's city and state; an unknown zip is refused with a message for the zip field. */
export const lookUpZip = (zip: string, signal?: AbortSignal) => callApi(validateZipCode, { zip_code: zip }, { signal });
