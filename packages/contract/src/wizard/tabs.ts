import { z } from 'zod';
import { defineCall } from '../call.ts';
import { enrollmentId } from '../codes.ts';
import { lazySchema } from '../lazy-schema.ts';
import { formField } from './fields.ts';
import { type WizardTab, wizardSteps } from './steps.ts';

export const wizardTab = lazySchema(() => z.enum(wizardSteps.map((step) => step.tab) as [WizardTab, ...WizardTab[]]));

/** A step of this enrollment's wizard: asked for (required) or not, and its place (0 to 10). */
export const dynamicTab = lazySchema(() =>
  z.object({ tab_name: wizardTab, required: z.boolean(), order: z.int().min(0).max(10) }),
);
export type DynamicTab = z.infer<typeof dynamicTab>;

export const getDynamicTabs = defineCall({
  method: 'POST',
  path: 'get-dynamic-tabs',
  summary:
    "The wizard's steps for this enrollment, from the plans in its cart, with the steps already completed and the furthest one open.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    z.object({
      result: z.array(dynamicTab),
      /** Steps whose answers are saved, in order. */
      completed: z.array(wizardTab),
      /** What changed since the enrollment was last worked on (a plan gone, a step added), said once. */
      notices: z.array(z.string()),
    }),
  ),
});

export const checkTabRequired = defineCall({
  method: 'GET',
  path: 'check-tab-required',
  summary: 'Whether this enrollment asks for one step.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, tab_name: wizardTab })),
  data: lazySchema(() => z.object({ result: z.object({ required: z.boolean() }) })),
});

/** get-form-fields-*: a step's fields, each asked or not, locked or not, and its value (draft, saved or prefilled). */
export const formFieldsData = lazySchema(() =>
  z.object({
    result: z.array(formField),
    /** The revision of the draft the values come from; null when none was saved. */
    draft_revision: z.int().nullable(),
  }),
);

export const formFieldsCall = (path: string, summary: string) =>
  defineCall({
    method: 'GET',
    path,
    summary,
    input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
    data: formFieldsData,
  });

/** What a step's save answers: the steps now completed. */
export const stepSaved = lazySchema(() => z.object({ completed: z.array(wizardTab) }));

const draftValue = lazySchema(() => z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]));

/** What a draft of a step keeps: typed values, sets of ticks, and a list step's items as listed so far. */
export const stepDraftData = lazySchema(() =>
  z.record(
    z.string().max(60),
    z.union([
      draftValue,
      z.record(z.string().max(20), z.int().min(0).max(1)),
      z.array(z.record(z.string().max(60), draftValue)).max(12),
    ]),
  ),
);

/** A step's answers as typed so far, saved while the person types so nothing is lost. */
export const saveStepDraft = defineCall({
  method: 'POST',
  path: 'save-step-draft',
  summary:
    "Keeps a step's typed values (checked field by field, never whole); a draft older than the one kept (by revision) is ignored.",
  input: lazySchema(() =>
    z.object({
      enrollment_id: enrollmentId,
      tab_name: wizardTab,
      revision: z.int().min(0).max(2_000_000_000),
      data: stepDraftData,
    }),
  ),
  data: lazySchema(() => z.object({ revision: z.int(), saved_at: z.string() })),
});

/** 'Cancel Enrollment' (part 2, §2.2): the enrollment and its cart are given up and the session lets them go. */
export const cancelEnrollment = defineCall({
  method: 'POST',
  path: 'cancel-enrollment',
  summary: "Gives up the session's enrollment: its cart and answers are deleted and the session no longer holds it.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() => z.object({ result: z.literal(true) })),
});
