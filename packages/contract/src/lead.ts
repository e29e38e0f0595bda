import { z } from 'zod';
import { defineCall } from './call.ts';
import { optionalId } from './codes.ts';
import { lazySchema } from './lazy-schema.ts';

/** The random id a browser keeps for itself (client-state device_id): letters, digits, - and _. */
export const deviceId = lazySchema(() =>
  z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, - or _'),
);

/** The address of the page the visitor is on; the server keeps only its path. */
const webUrl = lazySchema(() => z.string().max(2048).optional());

export const coordinates = lazySchema(() =>
  z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
);
export type Coordinates = z.infer<typeof coordinates>;

/** store_information travels as JSON text, as the spec has it (once in a GET's query string, now in a POST body). */
export const coordinatesAsText = lazySchema(() =>
  z.codec(z.string().max(200), coordinates, {
    decode: (text) => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    },
    encode: (value) => JSON.stringify(value),
  }),
);

export const checkLeadInformation = defineCall({
  method: 'GET',
  path: 'check-lead-information',
  summary: 'Whether this device already shared its location on this site, and the zip code it gave.',
  input: lazySchema(() => z.object({ device_id: deviceId, web_url: webUrl, agent_id: optionalId })),
  data: lazySchema(() => z.object({ has_lead: z.boolean(), zip_code: z.string().nullable() })),
});

export const getLeadInformation = defineCall({
  method: 'POST',
  path: 'get-lead-information',
  summary:
    "Finds the US zip code nearest to the browser's location and records it as this device's lead (once per device and site).",
  input: lazySchema(() =>
    z.object({
      store_information: coordinatesAsText,
      device_id: deviceId,
      web_url: webUrl,
      group_id: optionalId,
      agent_id: optionalId,
    }),
  ),
  data: lazySchema(() => z.object({ zip_code: z.string(), city: z.string(), state: z.string() })),
});
