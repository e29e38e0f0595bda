import type { Locale } from '@openenroll/contract/locale';
import { type HealthQuestions, healthAnswersFor } from '@openenroll/contract/wizard/health-info';
import { asc } from 'drizzle-orm';
import type { CatalogCache } from '../catalog/catalog-cache.ts';
import { textLanguageField, versionIn } from '../catalog/in-language.ts';
import type { Db } from '../db/client.ts';
import { healthQuestions } from '../db/schema.ts';
import { FieldsInvalid } from '../errors/domain-error.ts';
import type { ApplicationStore } from './completion/application-store.ts';
import { problemsOf } from './step-saves.ts';
import type { StepStore, StepValues } from './step-store.ts';
import { completedOf } from './wizard-context.ts';
import type { WizardService } from './wizard-service.ts';

/** A path's names that may not be followed: they would reach an object's prototype, or make a huge list. */
const unsafeName = (name: string) =>
  name === '__proto__' || name === 'constructor' || name === 'prototype' || /^\d{3,}$/.test(name);

/**
 * A draft holds plain values only, so the screen sends nested answers one value per path
 * (`condition_questions.0.conditions.0.date_of_onset`): read back, they are nested again.
 */
export function nestedDraft(draft: StepValues): StepValues {
  const root: StepValues = {};
  for (const [path, value] of Object.entries(draft)) {
    const names = path.split('.');
    if (names.some(unsafeName)) continue;
    let node: Record<string, unknown> = root;
    for (const [index, name] of names.entries()) {
      if (index === names.length - 1) {
        node[name] = value;
        break;
      }
      const next = Object.hasOwn(node, name) ? node[name] : undefined;
      const container =
        typeof next === 'object' && next !== null ? next : /^\d+$/.test(names[index + 1] ?? '') ? [] : {};
      node[name] = container;
      node = container as Record<string, unknown>;
    }
  }
  return root;
}

/** The Health Questions step: the questions the cart's plans ask, and the answers, sealed like every step. */
export function createHealthService(deps: {
  db: Db;
  cache: CatalogCache;
  wizard: Pick<WizardService, 'stepContext'>;
  steps: StepStore;
  applications: Pick<ApplicationStore, 'memberAnswers'>;
}) {
  /** Every question of the catalog, read once per catalog version. */
  const allQuestions = () =>
    deps.cache.get('health-questions', () => deps.db.select().from(healthQuestions).orderBy(asc(healthQuestions.id)));

  async function questionsFor(ids: readonly number[], language?: Locale): Promise<HealthQuestions> {
    const wanted = new Set(ids);
    const rows = (await allQuestions()).filter((row) => wanted.has(row.id));
    const asked = (row: (typeof rows)[number]) => {
      const { version, textLanguage } = versionIn(row.translations, language);
      return { question_id: row.id, question_text: version?.text ?? row.text, ...textLanguageField({ textLanguage }) };
    };
    const medication = rows.find((row) => row.kind === 'medication');
    return {
      codition_questions: rows.filter((row) => row.kind === 'condition').map(asked),
      medication_question: medication ? asked(medication) : null,
    };
  }

  return {
    questionsFor,

    /** The ids of the questions the cart's plans ask. */
    async questionIds(enrollmentId: string) {
      return (await deps.wizard.stepContext(enrollmentId)).plan.healthQuestionIds;
    },

    /** The applicant's questions; a cart without the step asks none. */
    async questions(enrollmentId: string, language?: Locale) {
      const context = await deps.wizard.stepContext(enrollmentId);
      const active = context.plan.active.includes('primary_health_info');
      return questionsFor(active ? context.plan.healthQuestionIds : [], language);
    },

    /**
     * The answers to start from and the revision of the draft, if any: the draft, else the saved answers, else (an
     * existing member's enrollment) those of the member's latest application, which the step submits once (§2.9).
     */
    async existing(enrollmentId: string) {
      const { enrollment } = await deps.wizard.stepContext(enrollmentId, 'primary_health_info');
      const stored = await deps.steps.read(enrollmentId, 'primary_health_info');
      const own = stored?.draft ? nestedDraft(stored.draft) : stored?.answers;
      const kept =
        own || !enrollment.memberId
          ? null
          : await deps.applications.memberAnswers(enrollment.memberId, 'primary_health_info');
      const answers = own ?? kept;
      const draft_revision = stored?.draftRevision ?? null;
      if (!answers) return { result: null, draft_revision, source: null };
      return {
        source: own ? ('enrollment' as const) : ('member' as const),
        result: {
          condition_questions: (answers.condition_questions ?? []) as Record<string, unknown>[],
          medication_question: (answers.medication_question ?? null) as Record<string, unknown> | null,
          notes: (answers.notes ?? null) as string | null,
        },
        draft_revision,
      };
    },

    async save(enrollmentId: string, sent: StepValues) {
      const context = await deps.wizard.stepContext(enrollmentId, 'primary_health_info');
      const questions = await questionsFor(context.plan.healthQuestionIds);
      const checked = healthAnswersFor(questions).safeParse(sent);
      if (!checked.success) {
        const [first, ...rest] = problemsOf(checked.error);
        if (first) throw new FieldsInvalid([first, ...rest]);
      }
      const done = await deps.steps.saveAnswers(enrollmentId, 'primary_health_info', checked.data as StepValues);
      return { completed: completedOf(context, done) };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
