import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { useCancelEnrollment } from '../api/cancel-enrollment.ts';

type CancelEnrollmentDialogProps = { opened: boolean; onClose: () => void; enrollmentId: string };

/** 'Cancel Enrollment' (part 2, §2.2): No keeps everything; Yes gives the enrollment up and goes to the plans. */
export function CancelEnrollmentDialog({ opened, onClose, enrollmentId }: CancelEnrollmentDialogProps) {
  const navigate = useNavigate();
  const cancel = useCancelEnrollment(() => navigate('/plans'));

  const close = () => {
    cancel.reset();
    onClose();
  };

  return (
    <Dialog opened={opened} onClose={close} title="Cancel Enrollment" size="sm">
      <Stack gap="lg">
        <Text>Are you sure you want to cancel the enrollment?</Text>
        {cancel.isError && <FormError>{errorMessage(cancel.error)}</FormError>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            No
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate(enrollmentId)}>
            Yes
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
