import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from './switch-language.ts';
import { currentLocale } from './use-t.ts';

// The switch tells the server's session too: here no server answers, which the switch shrugs off.
const noServer = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 503 })),
  );

describe('switching the language', () => {
  afterAll(async () => {
    noServer();
    await switchLanguage('en', new QueryClient());
    vi.unstubAllGlobals();
  });

  it('asks again, in the new language, for what was still being fetched in the old one', async () => {
    noServer();
    const client = new QueryClient();
    const asked: string[] = [];
    let answerFirst = () => {};
    const queryFn = async () => {
      const language = currentLocale();
      asked.push(language);
      if (asked.length === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
      return language;
    };
    const stop = new QueryObserver(client, { queryKey: ['reason'], queryFn }).subscribe(() => {});
    await vi.waitFor(() => expect(asked).toEqual(['en']));

    const switching = switchLanguage('es', client);
    // The English answer arrives only once the page reads Spanish.
    await vi.waitFor(() => expect(currentLocale()).toBe('es'));
    answerFirst();
    await switching;
    expect(asked).toEqual(['en', 'es']);
    expect(client.getQueryData(['reason'])).toBe('es');
    stop();
  });
});
