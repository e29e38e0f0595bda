import '@mantine/core/styles/Input.layer.css';
import { Stack, Text, TextInput } from '@mantine/core';
import { setEnrollmentGroupCode } from '@openenroll/contract/group-code';
import { messages } from '@openenroll/contract/messages';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../../shared/api/api-error.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { FormActions } from '../../../../shared/ui/form-actions.tsx';
import { useSetGroupCode } from '../../api/group-code.ts';

type GroupCodeDialogProps = {
  opened: boolean;
  onClose: () => void;
  tempId: string;
  onAccepted: (message: string) => void;
};

/** Plans reserved to a group's employees: the group's enrollment code unlocks them for the enrollment. */
export function GroupCodeDialog({ opened, onClose, tempId, onAccepted }: GroupCodeDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Group Enrollment Code">
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
  const [code, setCodeText] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = setEnrollmentGroupCode.input.safeParse({ enrollment_id: tempId, group_code: code });
    if (!input.success) {
      setError(messages.required);
      return;
    }
    try {
      const accepted = await setCode.mutateAsync({ enrollmentId: tempId, code: input.data.group_code });
      onAccepted(accepted.message);
    } catch (failure) {
      const refused = failure instanceof ApiError ? failure.fieldError('group_code') : undefined;
      setError(refused ?? errorMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>Enter the group enrollment code your employer gave you to add this plan.</Text>
        <TextInput
          label="Group Enrollment Code"
          name="group_code"
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          data-autofocus
          value={code}
          error={error}
          onChange={(event) => {
            setCodeText(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <FormActions onCancel={onCancel} submitting={setCode.isPending} />
      </Stack>
    </form>
  );
}
