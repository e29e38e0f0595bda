import type { Locale } from '@openenroll/contract/locale';
import { MEMBERSHIP_SITE } from '@openenroll/contract/site';
import { storeMessages } from '@openenroll/contract/store-messages';
import { asc, eq, inArray } from 'drizzle-orm';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import type { SnapshotSite } from '../catalog/storefront-snapshot.ts';
import type { Db } from '../db/client.ts';
import { groupPortals, partnerTraffic, portals } from '../db/schema.ts';
import { Forbidden, NotFound } from '../errors/domain-error.ts';
import type { Session, SessionData, SessionService } from '../session/session-service.ts';
import type { IdentityService } from './identity-service.ts';

/** The theme key naming, by code, the portal the partner membership site's visitors shop in. */
export const PARTNER_PORTAL_KEY = 'elevate_portal';

type Deps = { db: Db; storefront: StorefrontService; sessions: SessionService; identity: IdentityService };

/** The other ways into a store: the external entry, a group's website entry and the partner membership site. */
export function createPartnerService({ db, storefront, sessions, identity }: Deps) {
  const groupPortalIds = async (groupId: number) =>
    (
      await db
        .select({ portalId: groupPortals.portalId })
        .from(groupPortals)
        .where(eq(groupPortals.groupId, groupId))
        .orderBy(asc(groupPortals.portalId))
    ).map((row) => row.portalId);

  /** The portal the theme key names when it is one of the site's, else the site's first portal. */
  async function partnerPortal(site: SnapshotSite) {
    const rows =
      site.portalIds.length === 0
        ? []
        : await db.select().from(portals).where(inArray(portals.id, site.portalIds)).orderBy(asc(portals.id));
    const named = site.theme.find((entry) => entry.key === PARTNER_PORTAL_KEY)?.value;
    const portal = rows.find((row) => row.code === named) ?? rows[0];
    if (!portal) throw new NotFound(storeMessages.noPortal);
    return portal;
  }

  return {
    partnerPortal,

    /** /external?site=…: only the code of the site answering on this host is known here. */
    externalSite(site: SnapshotSite, siteName: string) {
      if (siteName.trim().toLowerCase() !== site.code) throw new NotFound(storeMessages.noSuchSite);
      return {
        site_id: site.id,
        site_code: site.code,
        site_name: site.name,
        display_phone: site.phone,
        display_email: site.email,
      };
    },

    /**
     * /websites?group=…: the group's store, as its landing page opens it. With a partner reference the visitor
     * came from the membership site: the session remembers it and shops in the partner portal when the group
     * sells there. Without one the visitor leaves the membership mode.
     */
    async enterWebsite(session: Session, site: SnapshotSite, landingPage: string, reference: string | undefined) {
      const entered = await identity.enterLandingPage(session, site.id, landingPage);
      if (entered.type !== 'Group') throw new NotFound(storeMessages.noSuchGroup);
      const groupId = entered.session.data.groupId;
      if (!groupId) throw new NotFound(storeMessages.noSuchGroup);
      let patch: Partial<SessionData> = { fromSite: undefined, partnerReference: undefined };
      if (reference) {
        const portal = await partnerPortal(site);
        const sellsThere = (await groupPortalIds(groupId)).includes(portal.id);
        patch = {
          fromSite: MEMBERSHIP_SITE,
          partnerReference: reference,
          portalId: sellsThere ? portal.id : undefined,
        };
      }
      const updated = await sessions.update(entered.session, patch);
      return { entered, session: updated, groupId };
    },

    /** The categories on sale to the group in its own portals; in the membership mode only in the partner portal. */
    async groupMenu(
      site: SnapshotSite,
      groupId: number,
      fromSite: typeof MEMBERSHIP_SITE | undefined,
      language?: Locale,
    ) {
      let portalIds = (await groupPortalIds(groupId)).filter((id) => site.portalIds.includes(id));
      if (fromSite === MEMBERSHIP_SITE) {
        const partner = await partnerPortal(site);
        if (portalIds.includes(partner.id)) portalIds = [partner.id];
      }
      const perPortal = await Promise.all(
        portalIds.map((portalId) => storefront.menu({ siteId: site.id, portalId, groupId })),
      );
      const onSale = new Set(perPortal.flatMap((menu) => menu.category_order));
      // The whole site's menu holds every category of these portals, in menu order.
      const { categories } = await storefront.menu({ siteId: site.id, groupId, language });
      const shown = categories.filter((category) => onSale.has(category.key));
      return { categories: shown, category_order: shown.map((category) => category.key) };
    },

    /** Records once that the session's enrollment came from the partner membership site. */
    async trackTraffic(site: SnapshotSite, data: SessionData, enrollmentId: string) {
      if (data.fromSite !== MEMBERSHIP_SITE) throw new Forbidden(storeMessages.notFromPartner);
      await db
        .insert(partnerTraffic)
        .values({
          enrollmentId,
          siteId: site.id,
          groupId: data.groupId ?? null,
          portalId: data.portalId ?? null,
          partnerReference: data.partnerReference ?? null,
        })
        .onConflictDoNothing({ target: partnerTraffic.enrollmentId });
      return { result: true };
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
