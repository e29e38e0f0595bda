import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { Dialog } from '../ui/dialog.tsx';
import { sharedCartMessages } from './cart-messages.ts';

export type CartNotice = { kind: 'added'; planName: string } | { kind: 'message'; text: string };

/** After adding to the cart: View Cart or Add More Plan. Also carries the server's word when a plan was refused. */
export function NotifyModal({ notice, onClose }: { notice: CartNotice | undefined; onClose: () => void }) {
  // The last notice stays on screen while the dialog animates closed.
  const [last, setLast] = useState(notice);
  if (notice && notice !== last) setLast(notice);
  const shown = notice ?? last;
  const t = useT(sharedCartMessages);

  return (
    <Dialog
      opened={notice !== undefined}
      onClose={onClose}
      title={t(shown?.kind === 'added' ? 'sharedCart.added' : 'sharedCart.pleaseNote')}
    >
      {shown?.kind === 'added' ? (
        <Stack gap="lg">
          <Text>{t('sharedCart.addedText', { plan: shown.planName })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('sharedCart.addMore')}
            </Button>
            <Button component={Link} to="/cart" onClick={onClose}>
              {t('sharedCart.viewCart')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Text>{shown?.text}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('sharedCart.ok')}</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
