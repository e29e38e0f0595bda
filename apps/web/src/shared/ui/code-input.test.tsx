import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { descriptionOf } from '../testing/description-of.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { CodeInput } from './code-input.tsx';

function Typed({ error }: { error?: string }) {
  const [code, setCode] = useState('');
  return <CodeInput label="One-time code" value={code} onChange={setCode} error={error} />;
}

describe('CodeInput', () => {
  it('keeps the digits of what is typed or pasted, six at most', async () => {
    const { user } = renderWithProviders(<Typed />);
    const input = screen.getByRole('textbox', { name: 'One-time code' }) as HTMLInputElement;
    await user.type(input, '12-a3');
    expect(input.value).toBe('123');
    await user.clear(input);
    await user.click(input);
    await user.paste('987 654 321');
    expect(input.value).toBe('987654');
  });

  it('asks for the numeric keyboard and the one-time code autofill', () => {
    renderWithProviders(<Typed />);
    const input = screen.getByRole('textbox', { name: 'One-time code' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('says its message under the field to screen readers', () => {
    renderWithProviders(<Typed error="Please enter the 6-digit code" />);
    const input = screen.getByRole('textbox', { name: 'One-time code' });
    expect(descriptionOf(input)).toBe('Please enter the 6-digit code');
  });
});
