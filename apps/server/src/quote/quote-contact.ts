import type { CartView } from '@openenroll/contract/cart';
import { formatPhone } from '@openenroll/contract/phone';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agents, groups } from '../db/schema.ts';
import type { Enrollment } from '../enrollment/enrollment-store.ts';

/** Who a quote's recipient can ask, and who hears their answer. */
export type QuoteContact = NonNullable<CartView['quote_contact']>;

type Site = { name: string; email: string; phone: string };

/** The enrollment's representative; else its group; else the site itself. */
export async function quoteContact(db: Db, enrollment: Enrollment, site: Site): Promise<QuoteContact> {
  if (enrollment.agentId !== null) {
    const agent = await db.query.agents.findFirst({ where: eq(agents.id, enrollment.agentId) });
    if (agent) {
      return {
        display_name: `${agent.firstName} ${agent.lastName}`,
        display_email: agent.email,
        display_phone: formatPhone(agent.phone),
      };
    }
  }
  if (enrollment.groupId !== null) {
    const group = await db.query.groups.findFirst({ where: eq(groups.id, enrollment.groupId) });
    if (group) return { display_name: group.name, display_email: group.email, display_phone: formatPhone(group.phone) };
  }
  return { display_name: site.name, display_email: site.email, display_phone: formatPhone(site.phone) };
}
