import { Button, Group, Stack, Text } from '@mantine/core';
import { StepHeading } from '../../../shared/enrollment-start/step-heading.tsx';
import { ChoiceRow } from '../../../shared/ui/panel.tsx';

type WhoStepProps = { portalName: string; onNewMember: () => void; onCurrentMember: () => void; onBack: () => void };

/** 'Who do you want to enroll for?': a new member, or one of the representative's current members. */
export function WhoStep({ portalName, onNewMember, onCurrentMember, onBack }: WhoStepProps) {
  return (
    <Stack gap="lg">
      <StepHeading takeFocus>Who do you want to enroll for?</StepHeading>
      <Text c="dimmed">Portal: {portalName}</Text>
      <ChoiceRow>
        <Button size="md" onClick={onNewMember}>
          New Member
        </Button>
        <Button size="md" variant="outline" onClick={onCurrentMember}>
          Current Member
        </Button>
      </ChoiceRow>
      <Group>
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}
