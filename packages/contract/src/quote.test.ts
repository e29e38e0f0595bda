import { describe, expect, it } from 'vitest';
import { quoteRecipient } from './quote.ts';

describe('who a quote goes to', () => {
  it('takes real names: accents, hyphens and apostrophes', () => {
    for (const name of ['José Álvarez', "Mary-Jane O'Neil", 'Nguyễn Thị Minh', 'Anne-Sophie St. Clair']) {
      expect(quoteRecipient.safeParse({ name, email: 'a@example.com' }).success, name).toBe(true);
    }
  });

  it('refuses what is no name', () => {
    for (const name of ['R2D2', '<b>x</b>', '-Ann', "O''Neil!"]) {
      expect(quoteRecipient.safeParse({ name, email: 'a@example.com' }).error?.issues[0]?.message, name).toBe(
        'Please enter valid name',
      );
    }
  });
});
