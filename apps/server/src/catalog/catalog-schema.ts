import { tier, tiers } from '@openenroll/contract/codes';
import { locales } from '@openenroll/contract/locale';
import { accountHolderTypes, accountTypes, paymentMethods } from '@openenroll/contract/wizard/billing-info';
import { fieldSteps, planSteps, stepFieldNames } from '@openenroll/contract/wizard/step-fields';
import { z } from 'zod';
import {
  agreementSpanish,
  healthQuestionSpanish,
  labelSpanish,
  planSpanish,
  siteSpanish,
  themeTextKeys,
  wholeSpanish,
} from './catalog-translations.ts';

/** The catalog's file format: what an agency writes in `catalog/`. Parsed before anything is written. */

const code = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes');
const money = z.number().nonnegative().multipleOf(0.01);
const stateCode = z.string().regex(/^[A-Z]{2}$/, 'must be a 2-letter state code');
const summaryKey = z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be lower-case letters, digits and underscores');
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');
export const categoryKeys = [
  'dental',
  'vision',
  'medical',
  'limitedmed',
  'term_life',
  'supplemental',
  'lifestyle',
  'rx',
  'di',
  'critical',
  'accident',
  'hospital',
  'pet',
  'bundles',
] as const;

/**
 * What a category (for all its plans) or a plan needs of the wizard: the steps it brings and, per step, the fields
 * it asks for (`ask`) and those shown but not to be changed (`lock`). An enrollment gets the union over its cart.
 */
const fieldLists = z.partialRecord(z.enum(fieldSteps), z.array(z.string())).superRefine((lists, ctx) => {
  for (const [step, names] of Object.entries(lists) as [keyof typeof stepFieldNames, string[]][]) {
    const known: readonly string[] = stepFieldNames[step];
    for (const name of names.filter((candidate) => !known.includes(candidate))) {
      ctx.addIssue({ code: 'custom', path: [step], message: `${step} has no field ${name}` });
    }
  }
});
/**
 * `payment_methods`: how its premiums may be paid (cc, eft, list, elist, stmt); a plan's own list replaces its
 * category's, and a cart may use only the methods all its plans allow (cc and eft unless said). list and elist are
 * employer list bills: only group enrollments get them, and then they are the method, locked.
 */
export const wizardNeeds = z
  .object({
    steps: z.array(z.enum(planSteps)).default([]),
    ask: fieldLists.default({}),
    lock: fieldLists.default({}),
    payment_methods: z.array(z.enum(paymentMethods)).min(1).optional(),
    /** The health questions (by id, from the health_questions section) the Health Questions step asks. */
    health_questions: z.array(z.int()).default([]),
  })
  .strict();
export type WizardNeeds = z.infer<typeof wizardNeeds>;

export const siteFile = z.object({
  sites: z
    .array(
      z
        .object({
          code,
          name: z.string().min(1),
          domains: z.array(z.string().min(1)).min(1),
          phone: z.string().min(1),
          email: z.email(),
          about: z.string().min(1),
          requires_access_code: z.boolean().default(false),
          /** The site's fixed main host: its header hides Home and representatives' logos. */
          main_host: z.boolean().optional(),
          /** Whether Personal Information asks for the code of whoever helped the applicant, and whether it may be left out. */
          enroller_code: z.enum(['off', 'optional', 'mandatory']).default('off'),
          /** `default_language` (en or es; en when absent): the language a first-time visitor sees. */
          theme: z.record(z.string(), z.string()).superRefine((theme, ctx) => {
            const language = theme.default_language;
            if (language !== undefined && !(locales as readonly string[]).includes(language)) {
              ctx.addIssue({
                code: 'custom',
                path: ['default_language'],
                message: `must be one of ${locales.join(', ')}`,
              });
            }
          }),
          /** Spanish: the about text and the theme's welcome texts. */
          es: siteSpanish.optional(),
        })
        .superRefine(
          wholeSpanish((site) => ({
            about: site.about,
            theme: Object.fromEntries(
              themeTextKeys.flatMap((key) => (key in site.theme ? [[key, site.theme[key]]] : [])),
            ),
          })),
        ),
    )
    .min(1),
});

export const categoryFile = z.object({
  categories: z
    .array(
      z
        .object({
          key: z.enum(categoryKeys),
          label: z.string().min(1),
          order: z.int(),
          wizard: wizardNeeds.optional(),
          /** The rows of a side-by-side comparison of its plans, in order; each plan's `summary` fills them. */
          compare: z
            .array(
              z
                .object({ key: summaryKey, label: z.string().min(1), es: labelSpanish.optional() })
                .superRefine(wholeSpanish((row) => ({ label: row.label }))),
            )
            .default([]),
          es: labelSpanish.optional(),
        })
        .superRefine(wholeSpanish((category) => ({ label: category.label }))),
    )
    .min(1),
});

export const carrierFile = z.object({
  carriers: z.array(
    z.object({ code, name: z.string().min(1), logo: z.string().min(1), partner: z.boolean().default(false) }),
  ),
});

export const portalFile = z.object({
  portals: z.array(z.object({ code, name: z.string().min(1), sites: z.array(code).min(1) })).min(1),
});

/** The id in a link that opens someone's store: long and random, so links cannot be guessed. */
const linkId = z.string().regex(/^[A-Za-z0-9_-]{16,}$/, 'must be 16 or more letters, digits, _ or -');

const contact = {
  email: z.email(),
  phone: z.string().regex(/^\d{10}$/, 'must be 10 digits'),
};

export const agentFile = z.object({
  agents: z.array(
    z.object({
      code,
      access_code: z.string().min(4),
      /** What an applicant types as the enroller code to say this representative helped them. */
      enroller_code: z
        .string()
        .regex(/^[A-Z0-9]{4,12}$/, 'must be 4 to 12 capital letters and digits')
        .optional(),
      site: code,
      first_name: z.string().min(1),
      middle_name: z.string().optional(),
      last_name: z.string().min(1),
      ...contact,
      landing_page: code,
      landing_url: z.string().nullable(),
      tagline: z.string().optional(),
      bio: z.string().optional(),
      logo: z.string().optional(),
      image: z.string().optional(),
      referral_id: linkId.optional(),
      portals: z.array(code).min(1),
    }),
  ),
});

export const groupFile = z.object({
  groups: z.array(
    z.object({
      code,
      enrollment_code: z.string().min(4),
      site: code,
      name: z.string().min(1),
      agent: code,
      ...contact,
      landing_page: code,
      landing_url: z.string().nullable(),
      requires_group_code: z.boolean().default(false),
      tagline: z.string().optional(),
      about: z.string().optional(),
      logo: z.string().optional(),
      image: z.string().optional(),
      address: z.object({ address1: z.string(), city: z.string(), state: stateCode, zip: z.string().regex(/^\d{5}$/) }),
      portals: z.array(code).min(1),
    }),
  ),
});

const rateRow = z.object({
  states: z.union([z.literal('*'), z.array(stateCode).min(1)]).default('*'),
  age: z.tuple([z.int().min(0), z.int().max(120)]).refine(([min, max]) => min <= max, 'age band must run low to high'),
  tobacco: z.boolean().optional(),
  rates: z.partialRecord(tier, money),
});

const planFields = z.object({
  code,
  name: z.string().min(1),
  carrier: code,
  category: z.enum(categoryKeys),
  short_text: z.string().min(1),
  logo: z.string().optional(),
  callout: z.object({ text: z.string().min(1), color: z.string().min(1) }).optional(),
  network: z.string().optional(),
  featured: z.boolean().default(false),
  portals: z.union([z.literal('*'), z.array(code).min(1)]).default('*'),
  groups: z.array(code).optional(),
  states: z.union([z.literal('*'), z.array(stateCode).min(1)]).default('*'),
  tiers: z
    .array(tier)
    .min(1)
    .default([...tiers]),
  age: z.tuple([z.int(), z.int()]).default([18, 100]),
  flags: z
    .object({
      partner_carrier: z.boolean().default(false),
      membership: z.boolean().default(false),
      requires_group_code: z.boolean().default(false),
      salary_based: z.boolean().default(false),
      tobacco_rated: z.boolean().default(false),
      premier: z.boolean().default(false),
      iha: z.boolean().default(false),
      l713: z.boolean().default(false),
    })
    .prefault({}),
  salary: z
    .object({
      min_weekly_hours: z.int().positive(),
      benefit_percent: z.number().positive().max(100),
      max_monthly_benefit: money,
      rate_per_100_benefit: money,
    })
    .optional(),
  blackout: z.object({ from: dateText, to: dateText, message: z.string().min(1) }).optional(),
  /** One-time fee charged with the first month. */
  enrollment_fee: money.default(0),
  /** A union-related plan: the health and welfare part of its price for each tier it is sold in. */
  union: z.object({ health_and_welfare: z.partialRecord(tier, money) }).optional(),
  riders: z.array(z.object({ name: z.string().min(1), description: z.string().min(1) })).default([]),
  /** Its values for its category's comparison rows (`compare`), as a shopper reads them: "$50 per person". */
  summary: z.record(summaryKey, z.string().min(1).max(120)).default({}),
  /** Eligibility questions must all be answered yes; an underwriting answer equal to declines_on declines the plan. */
  questions: z
    .object({
      eligibility: z.array(z.object({ question: z.string().min(1), must_be: z.literal('yes') })).default([]),
      underwriting: z
        .array(
          z.object({
            question: z.string().min(1),
            declines_on: z.enum(['yes', 'no']),
            decline_message: z.string().min(1).optional(),
          }),
        )
        .default([]),
    })
    .optional(),
  description: z.object({
    header_text: z.string().min(1),
    body_text: z.string().min(1),
    blue_bar_text: z.string().optional(),
    association_text: z.string().optional(),
    exclusions_text: z.string().optional(),
    example_text: z.string().optional(),
    faq_text: z.string().optional(),
  }),
  pricing: z.array(rateRow).min(1),
  /** Added to its category's needs. */
  wizard: wizardNeeds.optional(),
  /** Spanish: every text above a shopper reads, translated. */
  es: planSpanish.optional(),
});

/** The texts of a plan a Spanish version must translate. */
export const planTexts = (plan: z.output<typeof planFields>) => ({
  name: plan.name,
  short_text: plan.short_text,
  callout: plan.callout && { text: plan.callout.text },
  description: { ...plan.description },
  riders: plan.riders.map(({ name, description }) => ({ name, description })),
  summary: plan.summary,
  blackout: plan.blackout && { message: plan.blackout.message },
  questions: plan.questions && {
    eligibility: plan.questions.eligibility.map(({ question }) => ({ question })),
    underwriting: plan.questions.underwriting.map(({ question, decline_message }) => ({ question, decline_message })),
  },
});

export const planSchema = planFields.superRefine(wholeSpanish(planTexts));

export const planFile = z.object({ plans: z.array(planSchema).min(1) });

/** A bank account or card an existing member has on file; a card only as the payment processor's token. */
const memberPaymentMethod = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank'),
    account_name: z.string().min(1),
    bank_name: z.string().min(1),
    routing_number: z.string().regex(/^\d{9}$/, 'must be 9 digits'),
    account_number: z.string().regex(/^\d{4,17}$/, 'must be 4 to 17 digits'),
    account_type: z.enum(accountTypes),
    account_holder_type: z.enum(accountHolderTypes).default('individual'),
  }),
  z.object({
    kind: z.literal('card'),
    name_on_cc: z.string().min(1),
    token: z.string().min(8),
    brand: z.string().min(1),
    last4: z.string().regex(/^\d{4}$/, 'must be 4 digits'),
    expiration_month: z.string().regex(/^(0[1-9]|1[0-2])$/, 'must be 01 to 12'),
    expiration_year: z.int().min(2000).max(2100),
  }),
]);

export const memberFile = z.object({
  members: z.array(
    z.object({
      code,
      first_name: z.string().min(1),
      last_name: z.string().min(1),
      dob: dateText,
      gender: z.union([z.literal(0), z.literal(1)]),
      email: z.email(),
      phone: z.string().regex(/^\d{10}$/),
      ssn: z.string().regex(/^\d{9}$/, 'must be 9 digits'),
      zip: z.string().regex(/^\d{5}$/),
      state: stateCode,
      agent: code.optional(),
      group: code.optional(),
      /** The id of the member's own store link (/member-benefit-store/{link_id}/{tier}): random, never guessable. */
      link_id: linkId.optional(),
      payment_methods: z.array(memberPaymentMethod).default([]),
      policies: z.array(
        z.object({
          plan: code,
          tier: tier,
          status: z.enum(['ACTIVE', 'INACTIVE', 'TERMINATED']),
          effective_date: dateText,
        }),
      ),
    }),
  ),
});

/**
 * Patterns of past carts the demo history is generated from (recommendations/demo-history.ts): each cart starts with
 * one of `plans`, then takes each `with` entry at its chance; shoppers come from `states`, `tiers`, `ages` and
 * `groups` when given, else from the common mix. Only plans the shopper could buy stay in the cart.
 */
export const historyFile = z.object({
  history: z.array(
    z.object({
      code,
      carts: z.int().min(1).max(100_000),
      plans: z.array(code).min(1),
      with: z.array(z.object({ plans: z.array(code).min(1), chance: z.number().min(0).max(1) })).default([]),
      states: z.array(stateCode).min(1).optional(),
      tiers: z.array(tier).min(1).optional(),
      ages: z.tuple([z.int().min(18), z.int().max(100)]).optional(),
      groups: z.array(code).min(1).optional(),
      /** Share of the carts that were checked out and enrolled. */
      enrolled: z.number().min(0).max(1).default(0.5),
    }),
  ),
});

/**
 * Agreement & Signature's texts. Each is shown to every enrollment (`general`), or to carts holding a plan of one of
 * its `categories` or one of its `plans`, or with one of its `payment_methods` (list, elist, stmt: informational
 * texts, `agreement: false`). `required`: the box must be ticked. Change `version` when the text changes: the
 * evidence of each signature keeps the version and the text's SHA-256.
 */
export const agreementFile = z.object({
  agreements: z.array(
    z
      .object({
        code,
        head: z.string().min(1),
        body: z.string().min(1),
        required: z.boolean().default(true),
        agreement: z.boolean().default(true),
        version: z.int().positive().default(1),
        general: z.boolean().default(false),
        categories: z.array(z.enum(categoryKeys)).default([]),
        plans: z.array(code).default([]),
        payment_methods: z.array(z.enum(paymentMethods)).default([]),
        es: agreementSpanish.optional(),
      })
      .superRefine(wholeSpanish((text) => ({ head: text.head, body: text.body })))
      .refine(
        (text) => text.general || text.categories.length + text.plans.length + text.payment_methods.length > 0,
        'must be general or name categories, plans or payment_methods',
      )
      .refine(
        (text) => text.agreement || !text.required,
        'an informational text (agreement: false) cannot be required',
      ),
  ),
});

/**
 * The questions of the wizard's Health Questions step, by id: conditions (asked Yes/No, Yes with the condition's
 * details; 145, 146 and 147 ask for the physician instead) and the one medication question.
 */
export const healthQuestionFile = z.object({
  health_questions: z.array(
    z
      .object({
        id: z.int().positive(),
        text: z.string().min(1),
        kind: z.enum(['condition', 'medication']).default('condition'),
        es: healthQuestionSpanish.optional(),
      })
      .superRefine(wholeSpanish((question) => ({ text: question.text }))),
  ),
});

/** One file may hold any of these sections; the importer merges every file in the folder. */
export const catalogFile = z
  .object({
    sites: siteFile.shape.sites.optional(),
    categories: categoryFile.shape.categories.optional(),
    carriers: carrierFile.shape.carriers.optional(),
    portals: portalFile.shape.portals.optional(),
    agents: agentFile.shape.agents.optional(),
    groups: groupFile.shape.groups.optional(),
    plans: planFile.shape.plans.optional(),
    members: memberFile.shape.members.optional(),
    history: historyFile.shape.history.optional(),
    agreements: agreementFile.shape.agreements.optional(),
    health_questions: healthQuestionFile.shape.health_questions.optional(),
  })
  .strict();

export type CatalogFile = z.infer<typeof catalogFile>;
export type CatalogPlan = z.infer<typeof planSchema>;
export type HistoryPattern = z.infer<typeof historyFile>['history'][number];
