import { Button, Group, Stack, Text } from '@mantine/core';
import { resumeMessages } from '@openenroll/contract/wizard/resume';
import { useContractText } from '../../../shared/i18n/contract-text.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { wizardMessages } from './wizard-messages.ts';

type SaveFailedDialogProps = { opened: boolean; onClose: () => void; onSaveForLater: () => void };

/** The generic error popup (part 2, §2.3): the step could not be saved; what was typed is still on the form. */
export function SaveFailedDialog({ opened, onClose, onSaveForLater }: SaveFailedDialogProps) {
  const text = useContractText();
  const t = useT(wizardMessages);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('wizard.saveFailed.title')} size="sm">
      <Stack gap="lg">
        <Text>{text(resumeMessages.somethingWrong)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('wizard.saveFailed.close')}
          </Button>
          <Button onClick={onSaveForLater} data-autofocus>
            {t('wizard.saveFailed.saveForLater')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
