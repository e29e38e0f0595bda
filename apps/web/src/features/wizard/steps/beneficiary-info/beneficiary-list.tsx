import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import { ActionIcon, Text, VisuallyHidden } from '@mantine/core';
import { beneficiaryMessages } from '@openenroll/contract/wizard/beneficiary-info';
import type { ReactNode } from 'react';
import { useContractText } from '../../../../shared/i18n/contract-text.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { TrashIcon } from '../../../../shared/ui/icons.tsx';
import { EditIcon } from '../../fields/row-icons.tsx';
import { BlockedAction } from '../../shell/blocked-action.tsx';
import { beneficiariesMessages } from './beneficiaries-messages.ts';
import classes from './beneficiary-list.module.css';
import { fullName, type ListedBeneficiary, percentLabel, shownSsn } from './listed-beneficiary.ts';

type BeneficiaryListProps = {
  list: readonly ListedBeneficiary[];
  /** The beneficiary whose row is replaced by its edit form, if any. */
  editingId: string | undefined;
  /** An add or edit form is open: nothing may be deleted until it is submitted. */
  editOpen: boolean;
  /** The open edit form, shown in place of its row. */
  editor: ReactNode;
  onEdit: (beneficiary: ListedBeneficiary) => void;
  onDelete: (beneficiary: ListedBeneficiary) => void;
};

export const editButtonId = (beneficiary: ListedBeneficiary) => `edit-beneficiary-${beneficiary.beneficiary_id}`;

/** The beneficiaries added so far (part 2, §2.8), each with its edit and delete icons; the SSN as its last 4 only. */
export function BeneficiaryList({ list, editingId, editOpen, editor, onEdit, onDelete }: BeneficiaryListProps) {
  const text = useContractText();
  const t = useT(beneficiariesMessages);
  if (list.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={t('beneficiaries.list')}>
      {list.map((one) => {
        const name = fullName(one);
        const ssn = shownSsn(one);
        return one.beneficiary_id === editingId ? (
          <li key={one.beneficiary_id}>{editor}</li>
        ) : (
          <li key={one.beneficiary_id} className={classes.row}>
            <div className={classes.who}>
              <Text fw={700}>
                {name}
                {one.is_contigent && <span className={classes.kind}>{t('beneficiaries.contingentTag')}</span>}
              </Text>
              <dl className={classes.facts}>
                <div>
                  <dt>{t('beneficiaries.relationship')}</dt>
                  <dd>{one.relationship}</dd>
                </div>
                <div>
                  <dt>{t('beneficiaries.birthdate')}</dt>
                  <dd>{one.birthdate}</dd>
                </div>
                <div>
                  <dt>{t('beneficiaries.ssnShort')}</dt>
                  <dd>
                    {ssn ? (
                      <>
                        <span aria-hidden="true">•••-••-{ssn}</span>
                        <VisuallyHidden>{t('beneficiaries.endingIn', { digits: ssn })}</VisuallyHidden>
                      </>
                    ) : (
                      t('beneficiaries.notGiven')
                    )}
                  </dd>
                </div>
                {!one.is_contigent && (
                  <div>
                    <dt>{t('beneficiaries.percentageShort')}</dt>
                    <dd>{percentLabel(one.beneficiary_percentage)}</dd>
                  </div>
                )}
              </dl>
            </div>
            <div className={classes.actions}>
              <ActionIcon
                id={editButtonId(one)}
                variant="subtle"
                size="lg"
                aria-label={t('beneficiaries.editName', { name })}
                disabled={editOpen}
                onClick={() => onEdit(one)}
              >
                <EditIcon />
              </ActionIcon>
              <BlockedAction reason={editOpen ? text(beneficiaryMessages.submitEditToDelete) : undefined}>
                {(blocked) => (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('beneficiaries.deleteName', { name })}
                    onClick={() => onDelete(one)}
                    {...blocked}
                  >
                    <TrashIcon />
                  </ActionIcon>
                )}
              </BlockedAction>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
