import { Button, Group, Stack, Text } from '@mantine/core';
import { StepHeading } from '../../../shared/enrollment-start/step-heading.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { ChoiceRow } from '../../../shared/ui/panel.tsx';
import { agentHomeMessages } from '../agent-home-messages.ts';

type WhoStepProps = { portalName: string; onNewMember: () => void; onCurrentMember: () => void; onBack: () => void };

/** 'Who do you want to enroll for?': a new member, or one of the representative's current members. */
export function WhoStep({ portalName, onNewMember, onCurrentMember, onBack }: WhoStepProps) {
  const t = useT(agentHomeMessages);
  return (
    <Stack gap="lg">
      <StepHeading takeFocus>{t('agentHome.who.title')}</StepHeading>
      <Text c="dimmed">{t('agentHome.who.portal', { portal: portalName })}</Text>
      <ChoiceRow>
        <Button size="md" onClick={onNewMember}>
          {t('agentHome.who.newMember')}
        </Button>
        <Button size="md" variant="outline" onClick={onCurrentMember}>
          {t('agentHome.who.currentMember')}
        </Button>
      </ChoiceRow>
      <Group>
        <Button variant="default" onClick={onBack}>
          {t('agentHome.who.back')}
        </Button>
      </Group>
    </Stack>
  );
}
