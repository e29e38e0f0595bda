import { Button, Group, Stack, Text } from '@mantine/core';
import { resumeMessages } from '@openenroll/contract/wizard/resume';
import { Dialog } from '../../../shared/ui/dialog.tsx';

type SaveFailedDialogProps = { opened: boolean; onClose: () => void; onSaveForLater: () => void };

/** The generic error popup (part 2, §2.3): the step could not be saved; what was typed is still on the form. */
export function SaveFailedDialog({ opened, onClose, onSaveForLater }: SaveFailedDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Something went wrong" size="sm">
      <Stack gap="lg">
        <Text>{resumeMessages.somethingWrong}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onSaveForLater} data-autofocus>
            Save and Continue Later
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
