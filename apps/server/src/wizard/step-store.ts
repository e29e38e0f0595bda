import { storeMessages } from '@openenroll/contract/store-messages';
import { agreementFieldNames } from '@openenroll/contract/wizard/agreement-info';
import { billingFieldNames } from '@openenroll/contract/wizard/billing-info';
import { stepFieldNames } from '@openenroll/contract/wizard/step-fields';
import type { WizardTab } from '@openenroll/contract/wizard/steps';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql, type WithSubquery } from 'drizzle-orm';
import { batchedLookup } from '../db/batched-lookup.ts';
import { batchedWrite } from '../db/batched-write.ts';
import type { Db, Tx } from '../db/client.ts';
import { enrollmentSteps } from '../db/schema.ts';
import { preparedOn } from '../db/transactions.ts';
import { NotConfigured } from '../errors/domain-error.ts';
import type { Cipher } from '../security/cipher.ts';
import { isListStep, keptSsns, listWithKeptSsns } from './list-ssns.ts';
import { isMasked } from './masked.ts';
import { type StepValues, stepVersions, upgraded } from './step-versions.ts';

export type { StepValues };

/** Steps whose draft is one form of fields (the others keep lists: beneficiaries, dependents). */
const formSteps: Partial<Record<WizardTab, readonly string[]>> = {
  primary_info: stepFieldNames.primary_info,
  contact_info: stepFieldNames.contact_info,
  employer_info: stepFieldNames.employer_info,
  billing_info: billingFieldNames,
  agreement_info: agreementFieldNames,
};

/**
 * Typed again after a reload, never kept in a form's draft: an SSN or account number (shown only masked), a card
 * number or security code (only the payment processor may see them), a signature.
 */
const neverDrafted = new Set(['ssn', 'account_number', 'card_number', 'security_code', 'signature']);

/** 13 to 25 digits, however spaced: what a card number looks like, whichever field it was typed in. */
const cardLike = (value: unknown) => typeof value === 'string' && /^\d{13,25}$/.test(value.replace(/[\s-]/g, ''));

/** A value without its masked numbers (what the screen showed, not what was typed) or anything like a card. */
function withoutMasked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMasked);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => !isMasked(inner) && !cardLike(inner))
      .map(([name, inner]) => [name, withoutMasked(inner)]),
  );
}

/**
 * What a draft may keep. A form step: its own fields, none of `neverDrafted`. A list step (beneficiaries,
 * dependents): each item as checked when it joined the list, its SSN included (sealed like the answers). Never a
 * masked number, never a card number.
 */
function draftable(tab: WizardTab, draft: StepValues): StepValues {
  const known = formSteps[tab];
  const kept = known
    ? Object.fromEntries(Object.entries(draft).filter(([name]) => !neverDrafted.has(name) && known.includes(name)))
    : draft;
  return withoutMasked(kept) as StepValues;
}

export type StoredStep = {
  answers: StepValues | null;
  completedAt: Date | null;
  draft: StepValues | null;
  draftRevision: number | null;
  draftSavedAt: Date | null;
};

/**
 * The wizard's answers and drafts, one row per enrollment and step, sealed whole with the data key (decision 012). A
 * row from an older schema version that no upgrade reaches is handed back as a draft of an incomplete step.
 */
export function createStepStore(deps: { db: Db; cipher?: Cipher; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const cipher = () => {
    if (!deps.cipher) throw new NotConfigured(storeMessages.noKeyAnswers);
    return deps.cipher;
  };
  const seal = (values: StepValues) => cipher().encrypt(JSON.stringify(values));
  const unseal = (sealed: string | null) =>
    sealed === null ? null : (JSON.parse(cipher().decrypt(sealed)) as StepValues);

  function storedStep(tab: WizardTab, row: typeof enrollmentSteps.$inferSelect): StoredStep {
    const answers = unseal(row.answersSealed);
    const draft = unseal(row.draftSealed);
    const current = answers && upgraded(tab, row.version, answers);
    const step = { draftRevision: row.draftRevision, draftSavedAt: row.draftSavedAt };
    if (answers && !current) return { ...step, answers: null, completedAt: null, draft: { ...answers, ...draft } };
    return {
      ...step,
      answers: current,
      completedAt: current ? row.completedAt : null,
      draft: draft && upgraded(tab, row.version, draft),
    };
  }

  /** Which row a prepared upsert writes: the enrollment's step, at the step's current schema version. */
  const stepRow = {
    enrollmentId: sql.placeholder('enrollmentId'),
    tab: sql.placeholder('tab'),
    version: sql.placeholder('version'),
  };
  const stepTarget = [enrollmentSteps.enrollmentId, enrollmentSteps.tab];
  const stepKey = (step: { enrollmentId: string; tab: string }) => `${step.enrollmentId} ${step.tab}`;
  const answerValues = (enrollmentId: string, tab: WizardTab, answers: StepValues) => ({
    enrollmentId,
    tab,
    version: stepVersions[tab],
    sealed: seal(answers),
    completedAt: now(),
  });
  const completedWith = (tab: WizardTab, rows: { other: WizardTab | null }[]): WizardTab[] => [
    tab,
    ...rows.flatMap((row) => (row.other ? [row.other] : [])),
  ];

  /** An enrollment's steps by tab, read inside a transaction on its connection. */
  const stepsOf = (tx: Tx) =>
    tx
      .select()
      .from(enrollmentSteps)
      .where(
        and(
          eq(enrollmentSteps.enrollmentId, sql.placeholder('enrollmentId')),
          sql`${enrollmentSteps.tab} = any(${sql.placeholder('tabs')}::text[])`,
        ),
      );

  /** Answers replace the step's, and the draft is done; the step stays completed since it first was. */
  const answersConflict = {
    target: stepTarget,
    set: {
      version: sql`excluded.version`,
      answersSealed: sql`excluded.answers_sealed`,
      completedAt: sql`coalesce(${enrollmentSteps.completedAt}, excluded.completed_at)`,
      draftSealed: null,
    },
  };
  /**
   * A step's answers kept, and the other completed steps, in one statement (its own snapshot does not see its
   * insert, so the saved step is the insert's returned row): inside a transaction, on its connection.
   */
  const answersSave = (tx: Tx) => {
    const saved = tx.$with('saved').as(
      tx
        .insert(enrollmentSteps)
        .values({ ...stepRow, answersSealed: sql.placeholder('sealed'), completedAt: sql.placeholder('completedAt') })
        .onConflictDoUpdate(answersConflict)
        .returning({ tab: enrollmentSteps.tab }),
    );
    return tx
      .with(saved)
      .select({ other: enrollmentSteps.tab })
      .from(saved)
      .leftJoin(
        enrollmentSteps,
        and(
          eq(enrollmentSteps.enrollmentId, sql.placeholder('enrollmentId')),
          isNotNull(enrollmentSteps.completedAt),
          ne(enrollmentSteps.tab, saved.tab),
        ),
      );
  };
  /**
   * The same for the answers of many steps at once, from one array per column, each row naming its step; prepared
   * once as `name`. `alongside` joins a write of its own, reading its arrays from its own placeholders.
   */
  const manyAnswersSave = (name: string, alongside?: (db: Db) => WithSubquery) =>
    preparedOn(deps.db, () => {
      const saved = deps.db.$with('saved').as(
        deps.db
          .insert(enrollmentSteps)
          .select(
            sql`select a.enrollment_id, a.tab, a.version::smallint, a.sealed, a.completed_at::timestamptz, null, null, null
              from unnest(${sql.placeholder('enrollmentIds')}::text[], ${sql.placeholder('tabs')}::text[],
                ${sql.placeholder('versions')}::int[], ${sql.placeholder('sealed')}::text[],
                ${sql.placeholder('completedAts')}::text[])
                as a(enrollment_id, tab, version, sealed, completed_at)`,
          )
          .onConflictDoUpdate(answersConflict)
          .returning({ enrollmentId: enrollmentSteps.enrollmentId, tab: enrollmentSteps.tab }),
      );
      return deps.db
        .with(...(alongside ? [saved, alongside(deps.db)] : [saved]))
        .select({ enrollmentId: saved.enrollmentId, tab: saved.tab, other: enrollmentSteps.tab })
        .from(saved)
        .leftJoin(
          enrollmentSteps,
          and(
            eq(enrollmentSteps.enrollmentId, saved.enrollmentId),
            isNotNull(enrollmentSteps.completedAt),
            ne(enrollmentSteps.tab, saved.tab),
          ),
        )
        .prepare(name);
    });
  type Answers = ReturnType<typeof answerValues> & { alongside?: Record<string, unknown> };
  /**
   * The answers Next sends at once, one statement a turn: of one step saved twice in the turn (a replayed request),
   * the later is kept, as it would be one after the other; each `alongside` write is kept, one per save. Answers each
   * save's completed steps.
   */
  const answersOfTurn = (name: string, alongside?: (db: Db) => WithSubquery) => {
    const save = manyAnswersSave(name, alongside);
    return batchedWrite(async (saves: Answers[]) => {
      const sent = [...new Map(saves.map((answers) => [stepKey(answers), answers])).values()];
      const columns = Object.keys(saves[0]?.alongside ?? {});
      const rows = await save.execute({
        enrollmentIds: sent.map((answers) => answers.enrollmentId),
        tabs: sent.map((answers) => answers.tab),
        versions: sent.map((answers) => answers.version),
        sealed: sent.map((answers) => answers.sealed),
        completedAts: sent.map((answers) => answers.completedAt.toISOString()),
        ...Object.fromEntries(columns.map((column) => [column, saves.map((answers) => answers.alongside?.[column])])),
      });
      return saves.map((answers) =>
        completedWith(
          answers.tab,
          rows.filter((row) => stepKey(row) === stepKey(answers)),
        ),
      );
    });
  };
  const plainAnswersOfTurn = answersOfTurn('enrollment_step_answers_of_turn');
  /** A draft is written unless the step already keeps a newer revision. */
  const draftConflict = {
    target: stepTarget,
    set: {
      draftSealed: sql`excluded.draft_sealed`,
      draftRevision: sql`excluded.draft_revision`,
      draftSavedAt: sql`excluded.draft_saved_at`,
    },
    setWhere: sql`${enrollmentSteps.draftRevision} is null or ${enrollmentSteps.draftRevision} < excluded.draft_revision`,
  };
  const draftSave = (tx: Tx) =>
    tx
      .insert(enrollmentSteps)
      .values({
        ...stepRow,
        draftSealed: sql.placeholder('sealed'),
        draftRevision: sql.placeholder('revision'),
        draftSavedAt: sql.placeholder('savedAt'),
      })
      .onConflictDoUpdate(draftConflict)
      .returning({ revision: enrollmentSteps.draftRevision });
  /** Every column of the table, in its order, from one array per column: the drafts of a turn. */
  const draftsSave = preparedOn(deps.db, () =>
    deps.db
      .insert(enrollmentSteps)
      .select(
        sql`select d.enrollment_id, d.tab, d.version::smallint, null, null, d.sealed, d.revision, d.saved_at::timestamptz
          from unnest(${sql.placeholder('enrollmentIds')}::text[], ${sql.placeholder('tabs')}::text[],
            ${sql.placeholder('versions')}::int[], ${sql.placeholder('sealed')}::text[],
            ${sql.placeholder('revisions')}::int[], ${sql.placeholder('savedAts')}::text[])
            as d(enrollment_id, tab, version, sealed, revision, saved_at)`,
      )
      .onConflictDoUpdate(draftConflict)
      .returning({
        enrollmentId: enrollmentSteps.enrollmentId,
        tab: enrollmentSteps.tab,
        revision: enrollmentSteps.draftRevision,
      })
      .prepare('enrollment_step_drafts'),
  );
  type Draft = {
    enrollmentId: string;
    tab: WizardTab;
    version: number;
    sealed: string;
    revision: number;
    savedAt: Date;
  };
  /**
   * The drafts typing sends at once, one statement a turn: the newest of each step (one row cannot be written twice
   * in a statement). Answers whether each draft was written; one a newer revision beat was not.
   */
  const draftOfTurn = batchedWrite(async (drafts: Draft[]) => {
    const newest = new Map<string, Draft>();
    for (const draft of drafts) {
      const other = newest.get(stepKey(draft));
      if (!other || other.revision < draft.revision) newest.set(stepKey(draft), draft);
    }
    const sent = [...newest.values()];
    const rows = await draftsSave.execute({
      enrollmentIds: sent.map((draft) => draft.enrollmentId),
      tabs: sent.map((draft) => draft.tab),
      versions: sent.map((draft) => draft.version),
      sealed: sent.map((draft) => draft.sealed),
      revisions: sent.map((draft) => draft.revision),
      savedAts: sent.map((draft) => draft.savedAt.toISOString()),
    });
    const written = new Set(rows.map((row) => `${stepKey(row)} ${row.revision}`));
    return drafts.map((draft) => written.has(`${stepKey(draft)} ${draft.revision}`));
  });
  /** A step's screen reads its row, its typing saves drafts, its Next the answers: prepared once, not per request. */
  /** Steps by enrollment and tab, from two arrays: the reads of a turn (a step's screen, a save's checks). */
  const stepsOfMany = preparedOn(deps.db, () =>
    deps.db
      .select()
      .from(enrollmentSteps)
      .where(
        sql`(${enrollmentSteps.enrollmentId}, ${enrollmentSteps.tab}) in
          (select * from unnest(${sql.placeholder('enrollmentIds')}::text[], ${sql.placeholder('tabs')}::text[]))`,
      )
      .prepare('enrollment_steps_of_turn'),
  );
  const stepOfTurn = batchedLookup((keys) => {
    const steps = keys.map((key) => key.split(' '));
    return stepsOfMany.execute({
      enrollmentIds: steps.map(([enrollmentId]) => enrollmentId),
      tabs: steps.map(([, tab]) => tab),
    });
  }, stepKey);

  return {
    async read(enrollmentId: string, tab: WizardTab, tx: Tx = deps.db): Promise<StoredStep | null> {
      const [row] = await (tx === deps.db
        ? stepOfTurn(stepKey({ enrollmentId, tab }))
        : stepsOf(tx).execute({ enrollmentId, tabs: [tab] }));
      return row ? storedStep(tab, row) : null;
    },

    /** Several steps in one query, by tab; a step never saved is absent. */
    async readSteps<T extends WizardTab>(enrollmentId: string, tabs: readonly T[], tx: Tx = deps.db) {
      const rows =
        tx === deps.db
          ? (await Promise.all(tabs.map((tab) => stepOfTurn(stepKey({ enrollmentId, tab }))))).flat()
          : await stepsOf(tx).execute({ enrollmentId, tabs });
      return Object.fromEntries(rows.map((row) => [row.tab, storedStep(row.tab, row)])) as Partial<
        Record<T, StoredStep>
      >;
    },

    /** The steps whose answers are saved, in the order they were first completed. */
    async completed(enrollmentId: string, tx: Tx = deps.db): Promise<WizardTab[]> {
      const rows = await tx
        .select({ tab: enrollmentSteps.tab })
        .from(enrollmentSteps)
        .where(and(eq(enrollmentSteps.enrollmentId, enrollmentId), isNotNull(enrollmentSteps.completedAt)))
        .orderBy(asc(enrollmentSteps.completedAt));
      return rows.map((row) => row.tab);
    },

    /** Of `tabs`, the step whose draft is the newest one not yet saved by its Next, if any. */
    async newestDraft(enrollmentId: string, tabs: readonly WizardTab[], tx: Tx = deps.db): Promise<WizardTab | null> {
      if (tabs.length === 0) return null;
      const [row] = await tx
        .select({ tab: enrollmentSteps.tab })
        .from(enrollmentSteps)
        .where(
          and(
            eq(enrollmentSteps.enrollmentId, enrollmentId),
            inArray(enrollmentSteps.tab, [...tabs]),
            isNotNull(enrollmentSteps.draftSealed),
          ),
        )
        .orderBy(desc(enrollmentSteps.draftSavedAt))
        .limit(1);
      return row?.tab ?? null;
    },

    /**
     * Keeps a step's accepted answers (replacing any before: saving twice changes nothing twice); the draft is done.
     * Answers the enrollment's completed steps, this one among them.
     */
    async saveAnswers(
      enrollmentId: string,
      tab: WizardTab,
      answers: StepValues,
      tx: Tx = deps.db,
    ): Promise<WizardTab[]> {
      const values = answerValues(enrollmentId, tab, answers);
      if (tx === deps.db) return plainAnswersOfTurn(values);
      return completedWith(tab, await answersSave(tx).execute(values));
    },

    /**
     * `saveAnswers` joined by a write the answers belong with (a signing's evidence): both are kept or neither, in one
     * statement a turn, prepared once as `name`. Each save's `alongside` values are named as the write's placeholders,
     * each of which the turn fills with the array of its saves' values, in their order.
     */
    answersSavedWith(name: string, alongside: (db: Db) => WithSubquery) {
      const save = answersOfTurn(name, alongside);
      return (enrollmentId: string, tab: WizardTab, answers: StepValues, values: Record<string, unknown>) =>
        save({ ...answerValues(enrollmentId, tab, answers), alongside: values });
    },

    /**
     * Keeps what is on the screen, unless a newer revision is already kept (one statement, so two tabs racing cannot
     * put an older draft over a newer one). Answers the revision now kept. A list item sent back with its SSN masked
     * keeps the one held under its id.
     */
    async saveDraft(enrollmentId: string, tab: WizardTab, revision: number, sent: StepValues, tx: Tx = deps.db) {
      let draft = sent;
      if (isListStep(tab)) {
        const held = await this.read(enrollmentId, tab, tx);
        draft = listWithKeptSsns(tab, sent, keptSsns(tab, held?.answers, held?.draft));
      }
      const savedAt = now();
      const values = {
        enrollmentId,
        tab,
        version: stepVersions[tab],
        sealed: seal(draftable(tab, draft)),
        revision,
        savedAt,
      };
      const written = tx === deps.db ? await draftOfTurn(values) : (await draftSave(tx).execute(values)).length > 0;
      if (written) return { revision, savedAt };
      const kept = await this.read(enrollmentId, tab, tx);
      return { revision: kept?.draftRevision ?? revision, savedAt: kept?.draftSavedAt ?? savedAt };
    },

    /** Forgets a step (a skipped step that is no longer skipped starts again). */
    async forget(enrollmentId: string, tab: WizardTab, tx: Tx = deps.db) {
      await tx
        .delete(enrollmentSteps)
        .where(and(eq(enrollmentSteps.enrollmentId, enrollmentId), eq(enrollmentSteps.tab, tab)));
    },
  };
}

export type StepStore = ReturnType<typeof createStepStore>;
