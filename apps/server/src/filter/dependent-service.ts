import { DEFAULT_TIER } from '@openenroll/contract/codes';
import { dependentInfoFor } from '@openenroll/contract/filter';
import { isoToUs, usToIso } from '@openenroll/contract/us-date';
import type { Db } from '../db/client.ts';
import type { EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { FieldsInvalid, Refused } from '../errors/domain-error.ts';

type Dependents = { dep_dob?: string | null; no_of_children?: number | string | null };

/** The spouse and children the enrollment's tier covers, checked with the same rules as the dependent modal. */
export function createDependentService(deps: { db: Db; enrollments: EnrollmentStore }) {
  const answer = (row: { spouseDob: string | null; childrenCount: number | null }) => ({
    spouse_dob: row.spouseDob ? isoToUs(row.spouseDob) : null,
    no_of_children: row.childrenCount,
  });

  return {
    async store(enrollmentId: string, input: Dependents) {
      const enrollment = await deps.enrollments.find(enrollmentId);
      const tier = enrollment.tier ?? DEFAULT_TIER;
      const parsed = dependentInfoFor(tier).safeParse({
        dep_dob: input.dep_dob ?? undefined,
        no_of_children: input.no_of_children ?? undefined,
      });
      if (!parsed.success) {
        const [first, ...rest] = parsed.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? ''),
          message: issue.message,
        }));
        throw first ? new FieldsInvalid([first, ...rest]) : new Refused('Invalid request');
      }
      const row = await deps.enrollments.update(enrollmentId, {
        spouseDob: parsed.data.dep_dob ? usToIso(parsed.data.dep_dob) : null,
        childrenCount: parsed.data.no_of_children,
      });
      return answer(row);
    },

    async find(enrollmentId: string) {
      return answer(await deps.enrollments.find(enrollmentId));
    },
  };
}

export type DependentService = ReturnType<typeof createDependentService>;
