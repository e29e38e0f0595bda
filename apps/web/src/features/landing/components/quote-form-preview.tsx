import { Card, Text, Title } from '@mantine/core';
import { DEFAULT_TIER, tierLabels, tiers } from '@openenroll/contract/codes';
import classes from './quote-form-preview.module.css';

/**
 * The quote form's place in the banner: its fields shown but not yet usable, until the quote filter
 * replaces it. Plain disabled controls keep Mantine's input system (about 4.5 KB gzip) off this page for now.
 */
export function QuoteFormPreview() {
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
        Get your quote
      </Title>
      <div className={classes.fields}>
        <label className={classes.field}>
          <span className={classes.label}>Zip code</span>
          <input className={classes.control} placeholder="5-digit zip" inputMode="numeric" disabled />
        </label>
        <label className={classes.field}>
          <span className={classes.label}>Gender</span>
          <select className={classes.control} disabled>
            <option value="0">Male</option>
            <option value="1">Female</option>
          </select>
        </label>
        <label className={classes.field}>
          <span className={classes.label}>Tier</span>
          <select className={classes.control} defaultValue={DEFAULT_TIER} disabled>
            {tiers.map((tier) => (
              <option key={tier} value={tier}>
                {tierLabels[tier]}
              </option>
            ))}
          </select>
        </label>
        <label className={classes.field}>
          <span className={classes.label}>Date of birth</span>
          <input className={classes.control} placeholder="MM/DD/YYYY" disabled />
        </label>
      </div>
      <Text size="sm" mt="md" c="dimmed">
        Quotes open soon.
      </Text>
    </Card>
  );
}
