import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageWithAside } from '../../shared/ui/page-with-aside.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { EnrollmentSummary } from './components/enrollment-summary.tsx';
import { StepIndicator } from './components/step-indicator.tsx';

/** /enrollment/personal-info: the wizard's first step, where the application begins after checkout. */
export function PersonalInfoPage() {
  useDocumentTitle('Personal Information');
  return (
    <Container size="lg" py={32}>
      <Stack gap="xl">
        <StepIndicator current="primary_info" />
        <PageWithAside aside={<EnrollmentSummary />}>
          <Card withBorder radius="lg" padding="lg" shadow="sm">
            <Stack gap="lg">
              <Title order={1}>Personal Information</Title>
              <Text>Your application continues here, starting with your personal information.</Text>
              <Group>
                {/* Part 2, §2.2: on the Personal step Back goes to /cart. */}
                <Button variant="default" component={Link} to="/cart">
                  Back
                </Button>
              </Group>
            </Stack>
          </Card>
        </PageWithAside>
      </Stack>
    </Container>
  );
}
