import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address.tsx';

describe('EmailAddress', () => {
  it('reads as the address, with its one wrap opportunity after the @', () => {
    const { container } = render(
      <p>
        <EmailAddress email="maria.lopez@sunrisebenefits.example" />
      </p>,
    );
    expect(container.textContent).toBe('maria.lopez@sunrisebenefits.example');
    expect(container.innerHTML).toBe('<p>maria.lopez@<wbr>sunrisebenefits.example</p>');
  });

  it('leaves text without an @ as it is', () => {
    const { container } = render(<EmailAddress email="not an address" />);
    expect(container.innerHTML).toBe('not an address');
  });
});
