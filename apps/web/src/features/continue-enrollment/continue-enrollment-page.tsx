import '@mantine/core/styles/Input.layer.css';
import { Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { continueEnrollment } from '@openenroll/contract/wizard/resume';
import { resumePath } from '@openenroll/contract/wizard/steps';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { callApi } from '../../shared/api/call-api.ts';
import { useContractForm } from '../../shared/form/use-contract-form.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { adoptResumedSession, rememberResumed } from '../../shared/resume/resumed-enrollment.ts';
import { Panel } from '../../shared/ui/panel.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { continueMessages } from './continue-enrollment-messages.ts';

/** What a page sending the visitor here knows: the address the code went to, and that a link asked for the code. */
export type ContinueEnrollmentState = { email?: string; fromLink?: boolean };

const stateOf = (value: unknown): ContinueEnrollmentState =>
  typeof value === 'object' && value !== null ? (value as ContinueEnrollmentState) : {};

/**
 * /continue-enrollment (part 2, §2.15): the code Save & Continue Later e-mailed and the address it went to open
 * the saved enrollment where it was left; the server's refusals show under their fields.
 */
export function ContinueEnrollmentPage() {
  const t = useT(continueMessages);
  useDocumentTitle(t('continue.title'));
  const arrived = stateOf(useLocation().state);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm(continueEnrollment.input, {
    defaultValues: { code: '', email: arrived.email ?? '' },
    failureField: 'code',
  });

  async function open(values: z.output<typeof continueEnrollment.input>) {
    const resumed = await callApi(continueEnrollment, values);
    const path = resumePath(resumed.saved_tab);
    if (!path) return form.refuse(t('continue.cannotOpen'), 'code');
    rememberResumed(resumed);
    await adoptResumedSession(queryClient);
    navigate(path, { replace: true });
  }

  return (
    <Container size="sm" py={56}>
      <Panel aria-labelledby="continue-title">
        <form onSubmit={form.submit(open)} noValidate>
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2" id="continue-title">
                {t('continue.title')}
              </Title>
              <Text mt="xs" c="dimmed">
                {arrived.fromLink ? t('continue.fromLink') : t('continue.intro')}
              </Text>
            </div>
            <TextInput
              label={t('continue.code')}
              required
              autoComplete="off"
              spellCheck={false}
              maxLength={12}
              styles={{ input: { letterSpacing: '0.15em', textTransform: 'uppercase' } }}
              {...form.register('code')}
              error={form.errorOf('code')}
            />
            <TextInput
              label={t('continue.email')}
              type="email"
              required
              autoComplete="email"
              {...form.register('email')}
              error={form.errorOf('email')}
            />
            <Button type="submit" size="md" loading={form.status === 'submitting'} style={{ alignSelf: 'flex-start' }}>
              {t('continue.submit')}
            </Button>
          </Stack>
        </form>
      </Panel>
    </Container>
  );
}
