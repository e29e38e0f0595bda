import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CartIcon } from '../../../shared/ui/icons.tsx';
import classes from './empty-cart.module.css';

/** No plans yet: say so kindly and lead back to the plans. */
export function EmptyCart() {
  return (
    <Stack align="center" gap="md" className={classes.empty}>
      <span className={classes.emptyIcon}>
        <CartIcon size={40} />
      </span>
      <Title order={2} size="h3">
        Your cart is empty
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        Browse the plans on offer and add the ones that suit you; they will wait for you here.
      </Text>
      <Button component={Link} to="/plans" size="md">
        Continue Shopping
      </Button>
    </Stack>
  );
}
