import { Button, Container, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/use-document-title.ts';

/** /agent-select-member and /group-select-member: where the current members' list goes. */
export function CurrentMembersPage({ home }: { home: '/agent-home' | '/group-home' }) {
  useDocumentTitle('Current Members');
  return (
    <Container size="lg" py={48}>
      <Title order={1}>Current Members</Title>
      <Button component={Link} to={home} variant="default" mt="xl">
        Back
      </Button>
    </Container>
  );
}
