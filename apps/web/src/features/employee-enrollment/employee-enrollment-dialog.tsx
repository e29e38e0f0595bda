import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type GroupCard, validateGroup } from '@openenroll/contract/entry';
import { messages } from '@openenroll/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../shared/api/api-error.ts';
import { refreshSession } from '../../shared/api/session-refresh.ts';
import { landingConfigErrorPath } from '../../shared/landing-config-error-path.ts';
import { useConfirmGroup } from './api/confirm-group.ts';
import { useValidateGroup } from './api/validate-group.ts';
import { CompanyConfirmation } from './components/company-confirmation.tsx';
import { enterGroupStore } from './enter-group-store.ts';

type Step = { name: 'code' } | { name: 'confirm'; group: GroupCard; code: string };
type EmployeeEnrollmentDialogProps = { opened: boolean; onClose: () => void };

/** An employee enters the group enrollment code, sees the company's name and chooses to enroll under it. */
export function EmployeeEnrollmentDialog({ opened, onClose }: EmployeeEnrollmentDialogProps) {
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ name: 'code' });
  const [error, setError] = useState<string>();
  const lookup = useValidateGroup();
  const confirm = useConfirmGroup();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const restart = () => {
    setStep({ name: 'code' });
    setError(undefined);
    confirm.reset();
  };
  const close = () => {
    onClose();
    setCode('');
    restart();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = validateGroup.input.safeParse({ group_code: code });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? messages.required);
      return;
    }
    setError(undefined);
    try {
      const group = await lookup.mutateAsync(input.data.group_code);
      if (group) setStep({ name: 'confirm', group, code: input.data.group_code });
      else setError(messages.invalidGroupCode);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  async function enroll(groupCode: string) {
    try {
      const result = await confirm.mutateAsync(groupCode);
      if (await enterGroupStore(result, groupCode)) return;
      await refreshSession(queryClient, result.identity);
      close();
      navigate(landingConfigErrorPath('Group', result.group.landing_page));
    } catch {
      // The mutation keeps the error; the dialog shows it.
    }
  }

  return (
    <Modal.Root opened={opened} onClose={close} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's default <header> here would be a second banner landmark beside the page header. */}
        <Modal.Header component="div">
          <Modal.Title fw={700}>Employee Enrollment</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="lg">
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Text>Enter the group enrollment code your employer gave you.</Text>
                <TextInput
                  label="Group Enrollment Code"
                  name="group_code"
                  maxLength={40}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  data-autofocus
                  value={code}
                  error={error}
                  // Changing or clicking the code again goes back to entering it.
                  onChange={(event) => {
                    setCode(event.currentTarget.value);
                    if (step.name !== 'code' || error) restart();
                  }}
                  onClick={() => {
                    if (step.name !== 'code') restart();
                  }}
                />
                {step.name === 'code' && (
                  <Button type="submit" loading={lookup.isPending}>
                    Submit
                  </Button>
                )}
              </Stack>
            </form>
            {step.name === 'confirm' && (
              <CompanyConfirmation
                name={step.group.name}
                pending={confirm.isPending}
                failure={confirm.isError ? errorMessage(confirm.error) : undefined}
                onNo={restart}
                onYes={() => void enroll(step.code)}
              />
            )}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
