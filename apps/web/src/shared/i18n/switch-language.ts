import type { Locale } from '@openenroll/contract/locale';
import type { QueryClient } from '@tanstack/react-query';
import { chooseLocale } from './locale.ts';

/**
 * The header's switch: the store reads in the chosen language at once, and what the server wrote (plans, questions,
 * messages) is asked for again in it.
 */
export async function switchLanguage(locale: Locale, queryClient: QueryClient) {
  await chooseLocale(locale);
  await queryClient.invalidateQueries();
}
