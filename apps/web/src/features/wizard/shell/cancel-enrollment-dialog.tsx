import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { useCancelEnrollment } from '../api/cancel-enrollment.ts';
import { wizardMessages } from './wizard-messages.ts';

type CancelEnrollmentDialogProps = { opened: boolean; onClose: () => void; enrollmentId: string };

/** 'Cancel Enrollment' (part 2, §2.2): No keeps everything; Yes gives the enrollment up and goes to the plans. */
export function CancelEnrollmentDialog({ opened, onClose, enrollmentId }: CancelEnrollmentDialogProps) {
  const t = useT(wizardMessages);
  const navigate = useNavigate();
  const cancel = useCancelEnrollment(() => navigate('/plans'));

  const close = () => {
    cancel.reset();
    onClose();
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('wizard.cancelEnrollment')} size="sm">
      <Stack gap="lg">
        <Text>{t('wizard.cancelDialog.question')}</Text>
        {cancel.isError && <FormError>{errorMessage(cancel.error)}</FormError>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {t('wizard.no')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate(enrollmentId)}>
            {t('wizard.yes')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
