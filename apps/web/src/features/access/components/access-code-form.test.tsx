import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../../../shared/testing/description-of.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { AccessCodeForm } from './access-code-form.tsx';

const maria = {
  agent_id: 7,
  first_name: 'Maria',
  last_name: 'Lopez',
  agent_code: 'SUN-4821',
  email: 'maria@example.com',
  phone: '2145550100',
  landing_page: 'maria-lopez',
  landing_url: null,
};

describe('the access code form', () => {
  it('asks for a code before looking it up', async () => {
    const requests = fakeApi(() => ({ data: maria }));
    const { user } = renderWithProviders(<AccessCodeForm onFound={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Access Code'))).toBe('Field is required'));
    expect(requests).toEqual([]);
  });

  it('hands over the representative the typed code belongs to', async () => {
    const requests = fakeApi(() => ({ data: maria }));
    const onFound = vi.fn();
    const { user } = renderWithProviders(<AccessCodeForm onFound={onFound} />);
    await user.type(screen.getByLabelText('Access Code'), '  SUN-4821 ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(maria));
    expect(requests).toEqual([{ method: 'POST', path: '/api/v1/validate-agent', body: { agent_code: 'SUN-4821' } }]);
  });

  it('says an unknown code is invalid, keeps it, and forgets the message once the code is edited', async () => {
    fakeApi(() => ({ status: 204 }));
    const onFound = vi.fn();
    const { user } = renderWithProviders(<AccessCodeForm onFound={onFound} />);
    const code = screen.getByLabelText('Access Code');
    await user.type(code, 'SUN-0000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(descriptionOf(code)).toBe('Invalid Access Code'));
    expect(code).toHaveProperty('value', 'SUN-0000');
    expect(onFound).not.toHaveBeenCalled();
    await user.type(code, '1');
    expect(descriptionOf(code)).toBe('');
  });

  it("shows the server's refusal under the field", async () => {
    fakeApi(() => ({ status: 429, error: { message: 'Too many tries. Please wait 15 minutes.' } }));
    const { user } = renderWithProviders(<AccessCodeForm onFound={vi.fn()} />);
    await user.type(screen.getByLabelText('Access Code'), 'SUN-4821');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Access Code'))).toBe('Too many tries. Please wait 15 minutes.'),
    );
  });
});
