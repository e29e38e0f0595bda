import { messages } from '@openenroll/contract/messages';
import { FieldInvalid } from '../errors/domain-error.ts';

export type ZipPlace = { zip: string; city: string; state: string };
/** Finds a US zip code's city and state; a provider's lookup can be plugged in here. */
export type ZipLookup = (zip: string) => Promise<ZipPlace | null>;

const loadZipcodes = () => import('zipcodes').then(({ default: zipcodes }) => zipcodes);
let bundled: ReturnType<typeof loadZipcodes> | undefined;

/**
 * The default lookup: the US zip codes shipped with the `zipcodes` package, loaded on first use. The module is kept:
 * every `import()` is resolved again, through the loader's hooks where there are any, on each new quote.
 */
export const bundledZipLookup: ZipLookup = async (zip) => {
  bundled ??= loadZipcodes();
  const place = (await bundled).lookup(zip);
  return place && place.country === 'US' ? { zip: place.zip, city: place.city, state: place.state } : null;
};

export function createZipService(deps: { lookup?: ZipLookup } = {}) {
  const lookup = deps.lookup ?? bundledZipLookup;
  return {
    /** The place of a typed zip; a missing, malformed or unknown zip is a field error on `zip`. */
    async place(zip: string): Promise<ZipPlace> {
      const typed = zip.trim();
      if (!typed) throw new FieldInvalid('zip', messages.required);
      const place = /^\d{5}$/.test(typed) ? await lookup(typed) : null;
      if (!place) throw new FieldInvalid('zip', messages.invalidZip);
      return place;
    },
  };
}

export type ZipService = ReturnType<typeof createZipService>;
