import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { type RecommendationSource, recommendationMeta } from '../db/schema.ts';
import { ageBands } from './segment.ts';

/** segment.ts's `ageBand` in SQL, built from the same bounds so live and historical carts band alike. */
const ageYears = 'extract(year from age(e.created_at::date, e.dob))';
const bandWhens = ageBands.slice(1).map((next, index) => `when ${ageYears} < ${next} then ${ageBands[index]}`);
const liveAgeBand = sql.raw(
  `case when e.dob is null then null ${bandWhens.join(' ')} else ${ageBands.at(-1)} end::smallint`,
);

/** One row per plan in a cart, with the cart's segment. Live carts are aged when the enrollment started. */
const baskets: Record<RecommendationSource, SQL> = {
  history: sql`
    select c.id::text as basket, c.portal_id, c.group_id, c.state, c.tier, c.age_band, c.gender, p.plan_id
    from history_carts c join history_cart_plans p on p.cart_id = c.id`,
  live: sql`
    select e.id as basket, e.portal_id, e.group_id, e.state, e.tier,
      ${liveAgeBand} as age_band,
      e.gender, l.plan_id
    from enrollments e join cart_lines l on l.enrollment_id = e.id`,
};

const segment = sql.raw('portal_id, group_id, state, tier, age_band, gender');

/**
 * Counts one source's carts again: carts per segment, per segment and plan, and per pair of plans. Then bumps the
 * model's version, so every instance reloads it. Instances recounting at once take turns (an advisory lock), or both
 * would insert their rows.
 */
export async function recount(tx: Tx, source: RecommendationSource) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('recommendation-recount'))`);
  const from = baskets[source];
  await tx.execute(sql`delete from recommendation_segments where source = ${source}`);
  await tx.execute(sql`delete from recommendation_plan_counts where source = ${source}`);
  await tx.execute(sql`delete from recommendation_pairs where source = ${source}`);
  await tx.execute(sql`
    insert into recommendation_segments (source, ${segment}, carts)
    select ${source}, ${segment}, count(distinct basket) from (${from}) b group by ${segment}`);
  await tx.execute(sql`
    insert into recommendation_plan_counts (source, ${segment}, plan_id, carts)
    select ${source}, ${segment}, plan_id, count(*) from (${from}) b group by ${segment}, plan_id`);
  await tx.execute(sql`
    insert into recommendation_pairs (source, plan_id, with_plan_id, carts)
    select ${source}, a.plan_id, b.plan_id, count(*)
    from (${from}) a join (${from}) b on b.basket = a.basket and a.plan_id < b.plan_id
    group by a.plan_id, b.plan_id`);
  await tx
    .insert(recommendationMeta)
    .values({ id: 1, version: 1, refreshedAt: new Date() })
    .onConflictDoUpdate({
      target: recommendationMeta.id,
      set: { version: sql`${recommendationMeta.version} + 1`, refreshedAt: new Date() },
    });
}
