import { Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../shared/use-document-title.ts';

/** /continue-enrollment: resuming by code and e-mail. The form comes with the save-and-resume call. */
export function ContinueEnrollmentPage() {
  useDocumentTitle('Continue Enrollment');
  return (
    <Container size="sm" py={56}>
      <Title order={1}>Continue Enrollment</Title>
      <Text mt="md">Enter the enrollment code we e-mailed you and your e-mail address.</Text>
    </Container>
  );
}
