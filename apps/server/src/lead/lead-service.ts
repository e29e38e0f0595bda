import type { Coordinates } from '@openenroll/contract/lead';
import { messages } from '@openenroll/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { leads } from '../db/schema.ts';
import { NotFound } from '../errors/domain-error.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { SessionData } from '../session/session-service.ts';
import { bundledNearestZip, type NearestZip } from './nearest-zip.ts';

/** Location look-ups a client may make: a visitor needs one; a script mapping zip codes gets few. */
export const leadLookups = { limit: 20, windowMs: 60 * 60_000 };
export const leadLookupKey = (client: string) => `leads:${client}`;

/** The path of the page the visitor was on, without its query (which may carry codes or ids). */
function pagePath(webUrl: string | undefined) {
  if (!webUrl) return null;
  try {
    return new URL(webUrl, 'http://page.invalid').pathname.slice(0, 200);
  } catch {
    return null;
  }
}

type LeadInput = {
  siteId: number;
  deviceId: string;
  client: string;
  /** Whose store the visitor is in; taken from the session, never from the request. */
  session: SessionData;
  webUrl?: string;
  point: Coordinates;
};

/** The location-permission banner's leads: the nearest zip code of a device that shared its location. */
export function createLeadService(deps: { db: Db; limiter: RateLimiter; nearestZip?: NearestZip }) {
  const { db, limiter } = deps;
  const nearestZip = deps.nearestZip ?? bundledNearestZip;

  return {
    async find(siteId: number, deviceId: string) {
      const lead = await db.query.leads.findFirst({
        where: and(eq(leads.siteId, siteId), eq(leads.deviceId, deviceId)),
      });
      return { has_lead: lead !== undefined, zip_code: lead?.zip ?? null };
    },

    /** Records the device's lead, or updates it when the same device asks again: one row per device and site. */
    async record(input: LeadInput) {
      await limiter.hit([{ key: leadLookupKey(input.client), rule: leadLookups }], messages.tooManyAttempts);
      const place = await nearestZip(input.point);
      if (!place) throw new NotFound('No US zip code is near this location');
      const row = {
        zip: place.zip,
        city: place.city,
        state: place.state,
        agentId: input.session.agentId ?? null,
        groupId: input.session.groupId ?? null,
        pagePath: pagePath(input.webUrl),
      };
      await db
        .insert(leads)
        .values({ siteId: input.siteId, deviceId: input.deviceId, ...row })
        .onConflictDoUpdate({ target: [leads.siteId, leads.deviceId], set: { ...row, updatedAt: sql`now()` } });
      return { zip_code: place.zip, city: place.city, state: place.state };
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
