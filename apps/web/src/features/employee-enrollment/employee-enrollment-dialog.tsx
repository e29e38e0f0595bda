import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type GroupCard, validateGroup } from '@openenroll/contract/entry';
import { messages } from '@openenroll/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../shared/api/api-error.ts';
import { refreshSession } from '../../shared/api/session-refresh.ts';
import { useContractForm } from '../../shared/form/use-contract-form.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { landingConfigErrorPath } from '../../shared/landing-config-error-path.ts';
import { useConfirmGroup } from './api/confirm-group.ts';
import { useValidateGroup } from './api/validate-group.ts';
import { EnrollUnderConfirmation } from './components/enroll-under-confirmation.tsx';
import { employeeMessages } from './employee-messages.ts';
import { enterGroupStore } from './enter-group-store.ts';

type Step = { name: 'code' } | { name: 'confirm'; group: GroupCard; code: string };
type EmployeeEnrollmentDialogProps = { opened: boolean; onClose: () => void };

/** An employee enters the group enrollment code, sees the company's name and chooses to enroll under it. */
export function EmployeeEnrollmentDialog({ opened, onClose }: EmployeeEnrollmentDialogProps) {
  const [step, setStep] = useState<Step>({ name: 'code' });
  const form = useContractForm(validateGroup.input, {
    defaultValues: { group_code: '' },
    errorsClear: 'on-edit',
    failureField: 'group_code',
  });
  const lookup = useValidateGroup();
  const confirm = useConfirmGroup();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT(employeeMessages);

  const restart = () => {
    setStep({ name: 'code' });
    confirm.reset();
  };
  const close = () => {
    onClose();
    form.reset();
    restart();
  };

  async function submit({ group_code }: { group_code: string }) {
    const group = await lookup.mutateAsync(group_code);
    setStep({
      name: 'confirm',
      group: group ?? form.refuse(messages.invalidGroupCode, 'group_code'),
      code: group_code,
    });
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
          <Modal.Title fw={700}>{t('employee.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('employee.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="lg">
            <form onSubmit={form.submit(submit)} noValidate>
              <Stack gap="md">
                <Text>{t('employee.intro')}</Text>
                <TextInput
                  label={t('employee.groupCode')}
                  maxLength={40}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  data-autofocus
                  // Changing or clicking the code again goes back to entering it.
                  {...form.register('group_code', {
                    onChange: () => {
                      if (step.name !== 'code') restart();
                    },
                  })}
                  error={form.errorOf('group_code')}
                  onClick={() => {
                    if (step.name !== 'code') restart();
                  }}
                />
                {step.name === 'code' && (
                  <Button type="submit" loading={form.status === 'submitting'}>
                    {t('employee.submit')}
                  </Button>
                )}
              </Stack>
            </form>
            {step.name === 'confirm' && (
              <EnrollUnderConfirmation
                kind={t('employee.company')}
                name={step.group.name}
                question={t('employee.companyQuestion')}
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
