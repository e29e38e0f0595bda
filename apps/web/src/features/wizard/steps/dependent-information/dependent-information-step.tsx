import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import {
  dependentHeading,
  dependentMessages,
  type getDependentsExistingUserEnrollment,
  type getFormFieldsDependentPrimaryInfo,
  listComplete,
  listProblem,
  maxDependents,
  nextRelationship,
} from '@openenroll/contract/wizard/dependent-info';
import type { HealthQuestions } from '@openenroll/contract/wizard/health-info';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../../shared/api/api-error.ts';
import { clientState } from '../../../../shared/client-state.ts';
import { useContractText } from '../../../../shared/i18n/contract-text.ts';
import { type Translate, useT } from '../../../../shared/i18n/use-t.ts';
import { useDependentFields } from '../../api/dependent-fields.ts';
import { useDependentHealthQuestions } from '../../api/dependent-health-questions.ts';
import { useExistingDependents } from '../../api/existing-dependents.ts';
import { saveDependents } from '../../api/save-dependents.ts';
import { saveDependentsToTemp } from '../../api/save-dependents-to-temp.ts';
import { validateDependent } from '../../api/validate-dependent.ts';
import { StepForm } from '../../shell/step-form.tsx';
import { StepPage } from '../../shell/step-page.tsx';
import { useListDraft } from '../../shell/use-list-draft.ts';
import { useWizardStep, type WizardStepState } from '../../shell/use-wizard-step.ts';
import { DependentForm } from './dependent-form.tsx';
import styles from './dependent-information.module.css';
import { DependentList } from './dependent-list.tsx';
import {
  isQuoted,
  type Listed,
  listLabel,
  newDependentId,
  relationshipOf,
  relationshipsOf,
  sentOf,
} from './dependents.ts';
import { dependentsMessages } from './dependents-messages.ts';
import { type Repriced, RepricedDialog } from './repriced-dialog.tsx';
import { SpouseQuestion } from './spouse-question.tsx';

/** /enrollment/dependent-information (part 2, §2.10). */
export function DependentInformationStep() {
  const wizard = useWizardStep('dependent_info');
  const fields = useDependentFields(wizard.tempId);
  const existing = useExistingDependents(wizard.tempId);
  const asksHealth = fields.data?.health_questions === true;
  const health = useDependentHealthQuestions(wizard.tempId, asksHealth);
  return (
    <StepPage wizard={wizard} queries={asksHealth ? [fields, existing, health] : [fields, existing]}>
      {wizard.tempId && fields.data && existing.data && (
        <DependentsForm
          wizard={{ ...wizard, tempId: wizard.tempId }}
          data={fields.data}
          existing={existing.data.result}
          healthQuestions={asksHealth ? health.data?.result : undefined}
        />
      )}
    </StepPage>
  );
}

type DependentsFormProps = {
  wizard: WizardStepState & { tempId: string };
  data: CallData<typeof getFormFieldsDependentPrimaryInfo>;
  existing: CallData<typeof getDependentsExistingUserEnrollment>['result'];
  /** The questions each dependent answers, when the cart's plans ask them of dependents. */
  healthQuestions: HealthQuestions | undefined;
};

/** The form a dependent is open in: a new one (with the quote's person, if any), or one of the list. */
type Open = { kind: 'add'; key: number } | { kind: 'edit'; index: number } | { kind: 'none' };

/** A failed save's last message, as 'Dependent #N …' when it names a dependent (§8). */
function bannerOf(error: unknown, t: Translate<'dependents.numbered'>) {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return errorMessage(error);
  const last = error.fieldErrors.at(-1);
  const index = last?.target_element.match(/^dependents\.(\d+)\./)?.[1];
  return index === undefined
    ? last?.error_message
    : t('dependents.numbered', { number: Number(index) + 1, message: last?.error_message });
}

function DependentsForm({ wizard, data, existing, healthQuestions }: DependentsFormProps) {
  const text = useContractText();
  const { rules } = data;
  const queryClient = useQueryClient();
  const t = useT(dependentsMessages);
  // Premier plans ask whether the spouse is enrolled (off for premier plans without an IHA plan beside them).
  const asksSpouse = rules.premier && rules.iha && rules.tier !== 'IS';
  const [list, setList] = useState<Listed[]>(() =>
    existing.dependents
      .filter((one) => !isQuoted(one))
      .filter((one) => rules.tier !== 'IS' || relationshipOf(one) === 'spouse')
      .filter((one) => rules.tier !== 'IC' || asksSpouse || relationshipOf(one) === 'child'),
  );
  const [quoted] = useState(() => existing.dependents.filter(isQuoted));
  const [enrollSpouse, setEnrollSpouse] = useState<boolean | undefined>(() =>
    existing.spouse_declined ? false : list.some((one) => relationshipOf(one) === 'spouse') ? true : undefined,
  );
  const [askingSpouse, setAskingSpouse] = useState(asksSpouse && enrollSpouse === undefined);
  // A declined spouse is kept aside: a later Yes brings them back (§4).
  const asideSpouse = useRef<Listed>(undefined);
  const [open, setOpen] = useState<Open>(list.length === 0 ? { kind: 'add', key: 0 } : { kind: 'none' });
  const [banner, setBanner] = useState<string>();
  // What the last change to the list did, said to screen readers (the list itself changes silently).
  const [said, setSaid] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [repriced, setRepriced] = useState<Repriced>();
  const continueAfterRepriced = useRef<() => void>(undefined);
  const draft = useListDraft((kept: Listed[], spouseDeclined: boolean) =>
    saveDependentsToTemp({
      enrollment_id: wizard.tempId,
      dependents: kept.map(sentOf),
      spouse_declined: spouseDeclined,
    }),
  );

  const tier = asksSpouse ? (enrollSpouse ? 'IF' : 'IC') : rules.tier;
  const listRules = { ...rules, tier };
  const max = maxDependents(listRules);
  const complete = listComplete(listRules, relationshipsOf(list));
  const problem = listProblem(listRules, relationshipsOf(list));
  const editing = open.kind === 'edit' ? open.index : undefined;
  const children = list.filter((one) => relationshipOf(one) === 'child').length;

  function change(next: Listed[], declined = enrollSpouse === false) {
    setList(next);
    setBanner(undefined);
    draft.keep(next, declined);
  }

  function answerSpouse(yes: boolean) {
    setAskingSpouse(false);
    setEnrollSpouse(yes);
    const spouse = list.find((one) => relationshipOf(one) === 'spouse');
    if (yes) {
      const back = asideSpouse.current;
      asideSpouse.current = undefined;
      const next = back && !spouse ? [back, ...list] : list;
      change(next, false);
      if (!listComplete({ ...rules, tier: 'IF' }, relationshipsOf(next))) setOpen({ kind: 'add', key: Date.now() });
    } else {
      if (spouse) asideSpouse.current = spouse;
      const next = list.filter((one) => one !== spouse);
      change(next, true);
      if (!listComplete({ ...rules, tier: 'IC' }, relationshipsOf(next))) setOpen({ kind: 'add', key: Date.now() });
    }
  }

  function remove(index: number) {
    const next = list.filter((_, at) => at !== index);
    setSaid(t('dependents.deleted', { label: listLabel(list, index, t) }));
    change(next);
    // A premier plan asks about the spouse again when the spouse is deleted, or no one is left.
    if (asksSpouse && (next.length === 0 || relationshipOf(list[index] ?? { primary_info: {} }) === 'spouse')) {
      setEnrollSpouse(undefined);
      setAskingSpouse(true);
      setOpen({ kind: 'none' });
    }
  }

  function accept(dependent: Listed) {
    if (open.kind === 'edit') {
      const next = list.map((one, at) => (at === open.index ? dependent : one));
      setSaid(t('dependents.updated', { label: listLabel(next, open.index, t) }));
      change(next);
      setOpen({ kind: 'none' });
      return;
    }
    const next = [...list, dependent];
    setSaid(t('dependents.added', { label: listLabel(next, list.length, t) }));
    change(next);
    // Another form only when the tier still lacks someone: not when the list is complete, or has one too many.
    const more = next.length < max && listProblem(listRules, relationshipsOf(next)) === dependentMessages.tooFew;
    setOpen(more ? { kind: 'add', key: Date.now() } : { kind: 'none' });
  }

  async function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(undefined);
    setSubmitting(true);
    try {
      await wizard.save(async () => {
        const saved = await saveDependents({
          enrollment_id: wizard.tempId,
          dependents: list.map(sentOf),
        });
        draft.settle();
        if (saved.repriced) {
          const { tier: newTier } = saved.repriced;
          clientState.set('selectedTier', newTier);
          void queryClient.invalidateQueries({ queryKey: ['cart'] });
          setRepriced(saved.repriced);
          await new Promise<void>((resolve) => {
            continueAfterRepriced.current = resolve;
          });
        }
        return saved;
      });
    } catch (error) {
      setBanner(bannerOf(error, t));
    } finally {
      setSubmitting(false);
    }
  }

  const relationship =
    open.kind === 'edit'
      ? relationshipOf(list[open.index] ?? { primary_info: {} })
      : nextRelationship(listRules, relationshipsOf(list), enrollSpouse === false);
  const formFor = (kind: 'add' | 'edit') => {
    const index = open.kind === 'edit' ? open.index : list.length;
    const editingOne = open.kind === 'edit' ? list[open.index] : undefined;
    const initial = editingOne ?? quoted.find((one) => relationshipOf(one) === relationship);
    return (
      <DependentForm
        key={open.kind === 'add' ? `add-${open.key}` : `edit-${index}`}
        title={t(kind === 'add' ? 'dependents.dependent' : 'dependents.editDependent', { number: index + 1 })}
        number={index + 1}
        fields={data.result}
        legallyDisabledAsked={data.is_legally_disabled}
        effectiveDate={clientState.get('effectiveDate') ?? null}
        relationship={relationship}
        initial={initial}
        dependentId={String(editingOne?.primary_info.dependent_id ?? newDependentId())}
        healthQuestions={healthQuestions}
        check={(dependent) => validateDependent({ enrollment_id: wizard.tempId, ...sentOf(dependent) })}
        onAccepted={accept}
        onCancel={() => setOpen({ kind: 'none' })}
        focusOnOpen={open.kind === 'edit' || (open.kind === 'add' && open.key !== 0)}
      />
    );
  };

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {dependentHeading(tier)}
      </Title>
      {data.disclaimer && <Text size="sm">{data.disclaimer}</Text>}
      {data.health_questions && <Text size="sm">{text(dependentMessages.editHint)}</Text>}
      {banner && (
        <div role="alert" className={styles.banner}>
          {banner}
        </div>
      )}
      {askingSpouse ? (
        <SpouseQuestion initial={enrollSpouse} onAnswer={answerSpouse} />
      ) : (
        // The answer can change either way: a Yes after a No brings the declined spouse back (§4).
        asksSpouse && (
          <Anchor
            component="button"
            type="button"
            onClick={() => setAskingSpouse(true)}
            disabled={editing !== undefined}
          >
            {text(dependentMessages.enrollSpouse)}
          </Anchor>
        )
      )}
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      <DependentList
        list={list}
        editing={editing}
        onEdit={(index) => setOpen({ kind: 'edit', index })}
        onDelete={remove}
      />
      {open.kind === 'edit' && formFor('edit')}
      {!askingSpouse && open.kind === 'add' && list.length < max && formFor('add')}
      {!askingSpouse && open.kind !== 'add' && list.length < max && (
        <Group>
          <Button
            variant="outline"
            disabled={editing !== undefined}
            onClick={() => setOpen({ kind: 'add', key: Date.now() })}
          >
            {t('dependents.add')}
          </Button>
        </Group>
      )}
      {tier === 'IC' && max > 1 && !rules.l713 && <Text size="sm">{text(dependentMessages.nineChildren)}</Text>}
      {tier === 'IF' && <Text size="sm">{text(dependentMessages.nineDependents)}</Text>}
      {rules.l713 && tier === 'IC' && children > 1 && (
        <Text size="sm" c="red.8" role="status">
          {text(dependentMessages.l713OneChild)}
        </Text>
      )}
      {problem && problem !== dependentMessages.tooFew && problem !== dependentMessages.l713OneChild && (
        <Text size="sm" c="red.8" role="status">
          {problem}
        </Text>
      )}
      {complete && editing === undefined && <Text size="sm">{text(dependentMessages.proceedHint)}</Text>}
      <StepForm
        wizard={wizard}
        onSubmit={next}
        submitting={submitting}
        attempt={{ count: 0, refused: false }}
        failure={undefined}
        draft={draft}
        read={() => undefined}
        nextHidden={!complete}
        backOnlyFromReview
        nextBlocked={editing !== undefined || askingSpouse}
      >
        {null}
      </StepForm>
      <RepricedDialog
        repriced={repriced}
        onContinue={() => {
          setRepriced(undefined);
          continueAfterRepriced.current?.();
        }}
      />
    </Stack>
  );
}
