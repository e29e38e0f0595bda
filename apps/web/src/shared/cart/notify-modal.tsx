import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../ui/dialog.tsx';

export type CartNotice = { kind: 'added'; planName: string } | { kind: 'message'; text: string };

/** After adding to the cart: View Cart or Add More Plan. Also carries the server's word when a plan was refused. */
export function NotifyModal({ notice, onClose }: { notice: CartNotice | undefined; onClose: () => void }) {
  // The last notice stays on screen while the dialog animates closed.
  const [last, setLast] = useState(notice);
  if (notice && notice !== last) setLast(notice);
  const shown = notice ?? last;

  return (
    <Dialog
      opened={notice !== undefined}
      onClose={onClose}
      title={shown?.kind === 'added' ? 'Added to Cart' : 'Please note'}
    >
      {shown?.kind === 'added' ? (
        <Stack gap="lg">
          <Text>{shown.planName} has been added to your cart.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Add More Plan
            </Button>
            <Button component={Link} to="/cart" onClick={onClose}>
              View Cart
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Text>{shown?.text}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>OK</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
