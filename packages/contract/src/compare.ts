import { z } from 'zod';
import { defineCall } from './call.ts';
import { enrollmentId } from './codes.ts';
import { lazySchema } from './lazy-schema.ts';
import { planCard } from './plans.ts';
import { withTextLanguage } from './text-language.ts';

/** At most this many plans side by side: more no longer reads as a comparison on a phone. */
export const maxCompared = 4;

/** The plans to compare: ids comma-separated (as in a shared link) or repeated, each once, in the order given. */
export const comparedIds = lazySchema(() =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => [
      ...new Set(
        [value]
          .flat()
          .flatMap((item) => item.split(','))
          .map((item) => Number(item.trim())),
      ),
    ])
    .pipe(z.array(z.int().positive()).min(1).max(maxCompared)),
);

export const compareRow = lazySchema(() => z.object({ key: z.string(), label: z.string(), ...withTextLanguage }));

export const comparedPlan = lazySchema(() =>
  planCard.extend({
    category_label: z.string(),
    carrier_name: z.string(),
    /** The plan's values for the comparison's rows, by row key; a row it does not state is absent. */
    summary: z.record(z.string(), z.string()),
  }),
);
export type ComparedPlan = z.infer<typeof comparedPlan>;

export const getPlanComparison = defineCall({
  method: 'GET',
  path: 'get-plan-comparison',
  summary:
    "Up to four plans side by side, priced as the listing prices them, with the comparison rows of their categories in the catalog's order; plans not on sale to the visitor are left out.",
  input: lazySchema(() => z.object({ plan_ids: comparedIds, enrollment_id: z.optional(enrollmentId) })),
  data: lazySchema(() => z.object({ rows: z.array(compareRow), plans: z.array(comparedPlan) })),
});
