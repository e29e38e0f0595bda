import { Button, Group, Text } from '@mantine/core';
import {
  beneficiaryMessages,
  type ShownBeneficiary,
  saveBeneficiaryInfo,
} from '@openenroll/contract/wizard/beneficiary-info';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../../shared/api/api-error.ts';
import { callApi } from '../../../../shared/api/call-api.ts';
import { useContractText } from '../../../../shared/i18n/contract-text.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useBeneficiaryRelationships } from '../../api/beneficiary-relationships.ts';
import { useExistingBeneficiaries } from '../../api/existing-beneficiaries.ts';
import { sendStepDraft } from '../../api/save-step-draft.ts';
import { StepForm } from '../../shell/step-form.tsx';
import { StepPage } from '../../shell/step-page.tsx';
import { useListDraft } from '../../shell/use-list-draft.ts';
import { nextRevision, skipRevisionKeptForLater } from '../../shell/use-step-draft.ts';
import { useWizardStep, type WizardStepState } from '../../shell/use-wizard-step.ts';
import { beneficiariesMessages } from './beneficiaries-messages.ts';
import { BeneficiaryEditor, type RefusedFields } from './beneficiary-editor.tsx';
import classes from './beneficiary-info-step.module.css';
import { BeneficiaryList, editButtonId } from './beneficiary-list.tsx';
import { type ListedBeneficiary, listedOf, listState, refusedItemOf, sentOf } from './listed-beneficiary.ts';

/** /enrollment/beneficiary-info (part 2, §2.8). */
export function BeneficiaryInfoStep() {
  const wizard = useWizardStep('beneficiary_info');
  const existing = useExistingBeneficiaries(wizard.tempId);
  const relationships = useBeneficiaryRelationships();
  return (
    <StepPage wizard={wizard} queries={[existing, relationships]}>
      {wizard.tempId && existing.data && relationships.data && (
        <BeneficiaryInfoForm
          wizard={{ ...wizard, tempId: wizard.tempId }}
          initial={existing.data.beneficiaries}
          draftRevision={existing.data.draft_revision}
          relationships={relationships.data}
        />
      )}
    </StepPage>
  );
}

type BeneficiaryInfoFormProps = {
  wizard: WizardStepState & { tempId: string };
  initial: readonly ShownBeneficiary[];
  /** The revision of the draft the list came from, if any: the next draft goes above it. */
  draftRevision: number | null;
  relationships: readonly { name: string; value: string }[];
};

/** The one form open at a time: a new beneficiary (primary or contingent), or one of the list in place of its row. */
type Editor =
  | { kind: 'closed' }
  /** `moveFocus`: opened by the person, who is taken into it (not when it is open on arrival). */
  | { kind: 'add'; contingent: boolean; moveFocus: boolean }
  | { kind: 'edit'; beneficiary: ListedBeneficiary; refused?: RefusedFields };

const ADD_ID = 'add-beneficiary';
const ADD_CONTINGENT_ID = 'add-contingent-beneficiary';

/** A refused save: the last of the server's messages, in the step's main error area (part 2, §8). */
const saveFailureOf = (error: unknown) =>
  error instanceof ApiError ? (error.fieldErrors.at(-1)?.error_message ?? error.message) : errorMessage(error);

function BeneficiaryInfoForm({ wizard, initial, draftRevision, relationships }: BeneficiaryInfoFormProps) {
  const text = useContractText();
  const t = useT(beneficiariesMessages);
  const [list, setList] = useState(() => initial.map(listedOf));
  // A first visit opens the form of the first beneficiary; the person is not moved into it.
  const [editor, setEditor] = useState<Editor>(() =>
    initial.length === 0 ? { kind: 'add', contingent: false, moveFocus: false } : { kind: 'closed' },
  );
  const [focusNext, setFocusNext] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const state = listState(list);
  const editOpen = editor.kind !== 'closed';

  const draftOf = (kept: readonly ListedBeneficiary[]) => ({ beneficiaries: kept.map(sentOf) });
  const draft = useListDraft(
    (kept: ListedBeneficiary[]) =>
      sendStepDraft({
        enrollment_id: wizard.tempId,
        tab_name: 'beneficiary_info',
        revision: nextRevision('beneficiary_info', draftRevision),
        data: draftOf(kept),
      }),
    { savedForLater: () => skipRevisionKeptForLater('beneficiary_info', draftRevision) },
  );

  // After a form closes or a row goes, the keyboard resumes where the person was.
  useEffect(() => {
    if (focusNext === undefined) return;
    const target = document.getElementById(focusNext);
    const fallback = document.getElementById(ADD_CONTINGENT_ID);
    (target && !target.hasAttribute('disabled') ? target : fallback)?.focus();
    setFocusNext(undefined);
  }, [focusNext]);

  function change(next: ListedBeneficiary[]) {
    setFailure(undefined);
    // The contingent beneficiary stays last, under the ones who share the 100%.
    const ordered = [...next.filter((one) => !one.is_contigent), ...next.filter((one) => one.is_contigent)];
    setList(ordered);
    draft.keep(ordered);
  }

  function submitted(beneficiary: ListedBeneficiary) {
    const known = list.some((one) => one.beneficiary_id === beneficiary.beneficiary_id);
    change(
      known
        ? list.map((one) => (one.beneficiary_id === beneficiary.beneficiary_id ? beneficiary : one))
        : [...list, beneficiary],
    );
    setEditor({ kind: 'closed' });
    setFocusNext(editButtonId(beneficiary));
  }

  function cancel() {
    if (editor.kind === 'edit') setFocusNext(editButtonId(editor.beneficiary));
    else if (editor.kind === 'add') setFocusNext(editor.contingent ? ADD_CONTINGENT_ID : ADD_ID);
    setEditor({ kind: 'closed' });
  }

  function addContingent() {
    // One contingent beneficiary only: adding another opens the one named.
    setEditor(
      state.contingent
        ? { kind: 'edit', beneficiary: state.contingent }
        : { kind: 'add', contingent: true, moveFocus: true },
    );
  }

  async function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (editOpen || !state.complete) return;
    setSaving(true);
    setFailure(undefined);
    try {
      await wizard.save(async () => {
        const saved = await callApi(saveBeneficiaryInfo, {
          enrollment_id: wizard.tempId,
          beneficiaries: list.map(sentOf),
        });
        draft.settle();
        return saved;
      });
    } catch (error) {
      setFailure(saveFailureOf(error));
      // A beneficiary the server refused opens, its messages under its fields.
      const refused = error instanceof ApiError ? refusedItemOf(error.fieldErrors, list) : undefined;
      if (refused) setEditor({ kind: 'edit', beneficiary: refused.beneficiary, refused: refused.messages });
    } finally {
      setSaving(false);
    }
  }

  const editorOf = (current: Exclude<Editor, { kind: 'closed' }>) => (
    <BeneficiaryEditor
      key={current.kind === 'edit' ? current.beneficiary.beneficiary_id : `new-${current.contingent}`}
      enrollmentId={wizard.tempId}
      editing={current.kind === 'edit' ? current.beneficiary : undefined}
      contingent={current.kind === 'edit' ? current.beneficiary.is_contigent : current.contingent}
      relationships={relationships}
      focusFirst={current.kind === 'edit' || current.moveFocus}
      refused={current.kind === 'edit' ? current.refused : undefined}
      onSubmitted={submitted}
      onCancel={cancel}
    />
  );

  return (
    <>
      <BeneficiaryList
        list={list}
        editingId={editor.kind === 'edit' ? editor.beneficiary.beneficiary_id : undefined}
        editOpen={editOpen}
        editor={editor.kind === 'edit' && editorOf(editor)}
        onEdit={(beneficiary) => setEditor({ kind: 'edit', beneficiary })}
        onDelete={(beneficiary) => {
          if (editOpen) return;
          change(list.filter((one) => one.beneficiary_id !== beneficiary.beneficiary_id));
          setFocusNext(ADD_ID);
        }}
      />
      {editor.kind === 'add' && editorOf(editor)}
      <Group gap="sm">
        <Button
          id={ADD_ID}
          variant="outline"
          disabled={editOpen || !state.canAddPrimary}
          onClick={() => setEditor({ kind: 'add', contingent: false, moveFocus: true })}
        >
          {t('beneficiaries.addButton')}
        </Button>
        <Button id={ADD_CONTINGENT_ID} variant="outline" disabled={editOpen} onClick={addContingent}>
          {t('beneficiaries.addContingentButton')}
        </Button>
      </Group>
      <StepForm
        wizard={wizard}
        onSubmit={next}
        submitting={saving}
        attempt={{ count: 0, refused: false }}
        failure={failure}
        draft={draft}
        read={() => draftOf(list)}
        nextHidden={!state.complete}
        backOnlyFromReview
        nextWaitsFor={editOpen ? text(beneficiaryMessages.submitEditToContinue) : undefined}
      >
        <div role="status" className={classes.total} data-complete={state.complete || undefined}>
          <Text>{state.message}</Text>
          {state.full && !state.complete && <Text>{text(beneficiaryMessages.maxPrimary)}</Text>}
        </div>
      </StepForm>
    </>
  );
}
