import type { Coordinates } from '@openenroll/contract/lead';
import { messages } from '@openenroll/contract/messages';
import { storeMessages } from '@openenroll/contract/store-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { leads } from '../db/schema.ts';
import { NotFound } from '../errors/domain-error.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { Session, SessionService } from '../session/session-service.ts';
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
  /** Whose store the visitor is in, and whose lead it may change; taken from the session, never from the request. */
  session: Session;
  webUrl?: string;
  point: Coordinates;
};

/**
 * The location-permission banner's leads: the nearest zip code of a device that shared its location. A lead belongs
 * to the session that recorded it: the device id the browser sends is not proof, since anyone may send any.
 */
export function createLeadService(deps: {
  db: Db;
  sessions: SessionService;
  limiter: RateLimiter;
  nearestZip?: NearestZip;
}) {
  const { db, sessions, limiter } = deps;
  const nearestZip = deps.nearestZip ?? bundledNearestZip;

  return {
    async find(siteId: number, deviceId: string, session: Session | null) {
      const lead =
        session?.data.leadDeviceId === deviceId
          ? await db.query.leads.findFirst({ where: and(eq(leads.siteId, siteId), eq(leads.deviceId, deviceId)) })
          : undefined;
      return { has_lead: lead !== undefined, zip_code: lead?.zip ?? null };
    },

    /**
     * Records the device's lead, or updates it when the session that recorded it asks again: one row per device and
     * site. Another session is answered the zip code of the place it sent, and the lead stays as it was.
     */
    async record(input: LeadInput) {
      await limiter.hit([{ key: leadLookupKey(input.client), rule: leadLookups }], messages.tooManyAttempts);
      const place = await nearestZip(input.point);
      if (!place) throw new NotFound(storeMessages.noZipNearby);
      const row = {
        zip: place.zip,
        city: place.city,
        state: place.state,
        agentId: input.session.data.agentId ?? null,
        groupId: input.session.data.groupId ?? null,
        pagePath: pagePath(input.webUrl),
      };
      const insert = db.insert(leads).values({ siteId: input.siteId, deviceId: input.deviceId, ...row });
      const recorded =
        input.session.data.leadDeviceId === input.deviceId
          ? await insert
              .onConflictDoUpdate({ target: [leads.siteId, leads.deviceId], set: { ...row, updatedAt: sql`now()` } })
              .returning({ id: leads.id })
          : await insert.onConflictDoNothing().returning({ id: leads.id });
      if (recorded.length > 0 && input.session.data.leadDeviceId !== input.deviceId) {
        await sessions.update(input.session, { leadDeviceId: input.deviceId });
      }
      return { zip_code: place.zip, city: place.city, state: place.state };
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
