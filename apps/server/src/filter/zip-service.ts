import { messages } from '@openenroll/contract/messages';
import { FieldInvalid } from '../errors/domain-error.ts';

export type ZipPlace = { zip: string; city: string; state: string };
/** Finds a US zip code's city and state; a provider's lookup can be plugged in here. */
export type ZipLookup = (zip: string) => Promise<ZipPlace | null>;

/** The default lookup: the US zip codes shipped with the `zipcodes` package, loaded on first use. */
export const bundledZipLookup: ZipLookup = async (zip) => {
  const { default: zipcodes } = await import('zipcodes');
  const place = zipcodes.lookup(zip);
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
