import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { PortalStep } from './portal-step.tsx';

const portal = (id: number, name: string) => ({ platform_group_id: id, platform_name: name, platform_code: `p${id}` });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PortalStep', () => {
  it('has the only portal chosen already', async () => {
    fakeApi(() => ({ data: [portal(7, 'Worksite Benefits')] }));
    const onChosen = vi.fn();
    const { user } = renderWithProviders(<PortalStep agentId={3} onChosen={onChosen} />);
    expect(((await screen.findByRole('radio', { name: 'Worksite Benefits' })) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onChosen).toHaveBeenCalledWith(portal(7, 'Worksite Benefits'));
  });

  it('leaves a choice of several to the person', async () => {
    fakeApi(() => ({ data: [portal(1, 'Individual & Family Marketplace'), portal(7, 'Worksite Benefits')] }));
    const onChosen = vi.fn();
    const { user } = renderWithProviders(<PortalStep agentId={3} onChosen={onChosen} />);
    expect(((await screen.findByRole('radio', { name: 'Worksite Benefits' })) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Individual & Family Marketplace' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onChosen).not.toHaveBeenCalled();
  });
});
