import '@mantine/core/styles/Input.layer.css';
import { Stack, Text, TextInput } from '@mantine/core';
import { setEnrollmentGroupCode } from '@openenroll/contract/group-code';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { FormActions } from '../../../../shared/ui/form-actions.tsx';
import { useSetGroupCode } from '../../api/group-code.ts';
import { plansMessages } from '../../plans-messages.ts';

const codeSchema = setEnrollmentGroupCode.input.pick({ group_code: true });

type GroupCodeDialogProps = {
  opened: boolean;
  onClose: () => void;
  tempId: string;
  onAccepted: (message: string) => void;
};

/** Plans reserved to a group's employees: the group's enrollment code unlocks them for the enrollment. */
export function GroupCodeDialog({ opened, onClose, tempId, onAccepted }: GroupCodeDialogProps) {
  const t = useT(plansMessages);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('plans.groupCode.title')}>
      <GroupCodeForm tempId={tempId} onAccepted={onAccepted} onCancel={onClose} />
    </Dialog>
  );
}

function GroupCodeForm({
  tempId,
  onAccepted,
  onCancel,
}: {
  tempId: string;
  onAccepted: (message: string) => void;
  onCancel: () => void;
}) {
  const setCode = useSetGroupCode();
  const t = useT(plansMessages);
  const form = useContractForm(codeSchema, {
    defaultValues: { group_code: '' },
    errorsClear: 'on-edit',
    failureField: 'group_code',
  });

  async function submit({ group_code }: { group_code: string }) {
    const accepted = await setCode.mutateAsync({ enrollmentId: tempId, code: group_code });
    onAccepted(accepted.message);
  }

  return (
    <form onSubmit={form.submit(submit)} noValidate>
      <Stack gap="md">
        <Text>{t('plans.groupCode.intro')}</Text>
        <TextInput
          label={t('plans.groupCode.label')}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          data-autofocus
          {...form.register('group_code')}
          error={form.errorOf('group_code')}
        />
        <FormActions onCancel={onCancel} submitting={form.status === 'submitting'} />
      </Stack>
    </form>
  );
}
