import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { CartIcon } from '../../../shared/ui/icons.tsx';
import { cartMessages } from '../cart-messages.ts';
import classes from './empty-cart.module.css';

/** No plans yet: say so kindly and lead back to the plans. */
export function EmptyCart() {
  const t = useT(cartMessages);
  return (
    <Stack align="center" gap="md" className={classes.empty}>
      <span className={classes.emptyIcon}>
        <CartIcon size={40} />
      </span>
      <Title order={2} size="h3">
        {t('cart.empty.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        {t('cart.empty.text')}
      </Text>
      <Button component={Link} to="/plans" size="md">
        {t('cart.continueShopping')}
      </Button>
    </Stack>
  );
}
