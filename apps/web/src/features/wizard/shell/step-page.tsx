import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useContractText } from '../../../shared/i18n/contract-text.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { PageWithAside } from '../../../shared/ui/page-with-aside.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { EnrollmentSummary } from '../components/enrollment-summary.tsx';
import { StepIndicator, StepIndicatorSpace } from '../components/step-indicator.tsx';
import { SessionTimeoutDialog } from './session-timeout-dialog.tsx';
import classes from './step-page.module.css';
import { useResumeAfterTimeout } from './use-resume-after-timeout.ts';
import type { WizardStepState } from './use-wizard-step.ts';
import { wizardMessages } from './wizard-messages.ts';

type Query = Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;

type StepPageProps = {
  wizard: WizardStepState;
  /** What the step's form needs: the form waits for them, and a failed one is offered again. */
  queries: readonly Query[];
  /** What only adds to the form: waited for, but the form does without one that fails. */
  extras?: readonly Query[];
  children: ReactNode;
};

/**
 * The frame of every step: the progress and the enrollment's steps, what changed since the last visit, the step's
 * card with its heading (what a save pictures), and the plans beside it. A step that cannot open its enrollment first
 * tries to resume the one this browser worked on before its session timed out.
 */
export function StepPage({ wizard, queries, extras = [], children }: StepPageProps) {
  const text = useContractText();
  useDocumentTitle(text(wizard.step.title));
  const t = useT(wizardMessages);
  const tabs = wizard.tabs;
  // Said once: the server sends them on the first read of a visit only, and a save clears them.
  const [notices, setNotices] = useState<string[]>();
  if (notices === undefined && tabs.data) setNotices(tabs.data.notices);

  const lost = tabs.error instanceof ApiError && tabs.error.statusCode === 404;
  const resume = useResumeAfterTimeout(!wizard.tempId || lost);
  // As tall as a screen: a step's form is taller, so what is below the card is not seen to move when it comes.
  const loader = (
    <div className={classes.loading}>
      <PageLoader />
    </div>
  );
  const body =
    resume.status === 'resuming' ? (
      loader
    ) : resume.status === 'none' && resume.refusal ? (
      <NoEnrollment>{resume.refusal}</NoEnrollment>
    ) : !wizard.tempId ? (
      <NoEnrollment>{t('wizard.page.noEnrollment')}</NoEnrollment>
    ) : lost ? (
      <NoEnrollment>{t('wizard.page.notFound')}</NoEnrollment>
    ) : wizard.redirecting ? (
      // A step the enrollment does not have (or not yet) cannot load its fields: the right step is on its way.
      loader
    ) : tabs.isError || queries.some((query) => query.isError) ? (
      <Stack align="flex-start" gap="sm">
        <Text>{t('wizard.page.loadFailed')}</Text>
        <Button
          variant="default"
          onClick={() => {
            for (const query of [tabs, ...queries]) if (query.isError) void query.refetch();
          }}
        >
          {t('wizard.page.tryAgain')}
        </Button>
      </Stack>
    ) : [tabs, ...queries, ...extras].some((query) => query.isPending) ? (
      loader
    ) : (
      children
    );

  return (
    <Container size="lg" py={32}>
      <Stack gap="xl">
        {tabs.data ? (
          <StepIndicator steps={wizard.active} current={wizard.tab} completed={wizard.completed} />
        ) : (
          <StepIndicatorSpace />
        )}
        {notices && notices.length > 0 && (
          <div role="status" className={classes.notices}>
            <Text fw={700}>{t('wizard.page.changes')}</Text>
            <ul>
              {notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          </div>
        )}
        <PageWithAside aside={<EnrollmentSummary />}>
          <Card withBorder radius="lg" padding="lg" shadow="sm" ref={wizard.captureRef} className={classes.card}>
            <Stack gap="lg">
              <Title order={1}>{text(wizard.step.title)}</Title>
              {body}
            </Stack>
          </Card>
        </PageWithAside>
      </Stack>
      {wizard.tempId && <SessionTimeoutDialog />}
    </Container>
  );
}

function NoEnrollment({ children }: { children: ReactNode }) {
  const t = useT(wizardMessages);
  return (
    <Stack align="flex-start" gap="sm">
      <Text>{children}</Text>
      <Group gap="lg">
        <Anchor component={Link} to="/continue-enrollment">
          {t('wizard.page.continueSaved')}
        </Anchor>
        <Anchor component={Link} to="/plans">
          {t('wizard.page.browsePlans')}
        </Anchor>
      </Group>
    </Stack>
  );
}
