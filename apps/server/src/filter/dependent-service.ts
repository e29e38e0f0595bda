import { DEFAULT_TIER } from '@openenroll/contract/codes';
import type { FieldError } from '@openenroll/contract/envelope';
import { dependentInfoFor } from '@openenroll/contract/filter';
import { isoToUs, usToIso } from '@openenroll/contract/us-date';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enrollments } from '../db/schema.ts';
import type { EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { AppError } from '../http/app-error.ts';

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
        const errors: FieldError[] = parsed.error.issues.map((issue) => ({
          target_element: String(issue.path[0] ?? ''),
          error_message: issue.message,
        }));
        throw new AppError(422, errors[0]?.error_message ?? 'Invalid request', errors);
      }
      const [row] = await deps.enrollments.changing(enrollmentId, () =>
        deps.db
          .update(enrollments)
          .set({
            spouseDob: parsed.data.dep_dob ? usToIso(parsed.data.dep_dob) : null,
            childrenCount: parsed.data.no_of_children,
            updatedAt: new Date(),
          })
          .where(eq(enrollments.id, enrollmentId))
          .returning(),
      );
      if (!row) throw AppError.notFound('Enrollment not found');
      return answer(row);
    },

    async find(enrollmentId: string) {
      return answer(await deps.enrollments.find(enrollmentId));
    },
  };
}

export type DependentService = ReturnType<typeof createDependentService>;
