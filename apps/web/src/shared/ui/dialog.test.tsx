import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { Dialog } from './dialog.tsx';

function Opener() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Details
      </button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Plan details">
        <p>Covers cleanings twice a year.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('puts nothing on the page until it first opens, then opens and closes by its title and button', async () => {
    const { user } = renderWithProviders(<Opener />);
    expect(document.querySelector('[data-portal]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('dialog', { name: 'Plan details' })).toBeTruthy();
    expect(screen.getByText('Covers cleanings twice a year.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
