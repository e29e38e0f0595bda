import type { Locale } from '@openenroll/contract/locale';
import { setLanguage } from '@openenroll/contract/session';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../api/call-api.ts';
import { activateLocale, rememberLocale } from './locale.ts';

/**
 * The header's switch: the store reads in the chosen language at once, and what the server wrote (plans, questions,
 * messages) is asked for again in it. The server session keeps the choice for what it sends later (a reminder).
 */
export async function switchLanguage(locale: Locale, queryClient: QueryClient) {
  await activateLocale(locale);
  rememberLocale(locale);
  // Only later e-mails depend on it: every call already says the language, so a failure changes nothing on screen.
  void callApi(setLanguage, { language: locale }).catch(() => undefined);
  // A fetch still under way asked in the other language: it is called off (refetching would only await it), what
  // pages not on screen read is dropped, and what is on screen is asked again.
  await queryClient.cancelQueries();
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries();
}
