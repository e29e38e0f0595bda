import { Container, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCommonMenu } from '../../shared/api/common-menu.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';

/** Stand-in for the plan listing: names the chosen category until the listing is built. */
export function PlansPage() {
  const [params] = useSearchParams();
  const { data: categories = [] } = useCommonMenu();
  const type = params.get('type');
  const label = categories.find((category) => category.key === type)?.label ?? 'Plans';
  useDocumentTitle(label);

  return (
    <Container size="lg" py={48}>
      <Title order={1}>{label}</Title>
      <Text mt="sm">Plans for this category are loading soon.</Text>
    </Container>
  );
}
