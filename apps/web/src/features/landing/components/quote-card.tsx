import { Card, Title } from '@mantine/core';
import { LandingQuoteForm } from '../../../shared/filter/landing-quote-form.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { landingMessages } from '../landing-messages.ts';

/** The welcome banner's quote form: zip, gender, tier and date of birth. */
export function QuoteCard() {
  const t = useT(landingMessages);
  return (
    <Card
      component="section"
      aria-labelledby="quote-title"
      shadow="lg"
      radius="lg"
      padding="xl"
      c="var(--mantine-color-text)"
    >
      <Title order={2} id="quote-title" size="h3" mb="md">
        {t('landing.quote')}
      </Title>
      <LandingQuoteForm />
    </Card>
  );
}
