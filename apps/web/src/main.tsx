import './app/start-in-two-tasks.ts';
import type { KeptEntries } from '@openenroll/contract/kept-state';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/global.css';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRouter } from './app/router.tsx';
import { rememberQueryClient } from './shared/api/app-query-client.ts';
import { clientState } from './shared/client-state.ts';
import { activateLocale, startingLocale } from './shared/i18n/locale.ts';
import { writeKeptCookie } from './shared/kept-cookie.ts';
import { nextTurn } from './shared/next-turn.ts';
import { drawnBeforeLastDraft, serverDrawing, takeDrawnAnswers } from './shared/server-drawing.ts';
import { readSiteSettings } from './shared/theme/site-settings.ts';
import { getSiteThemeQueryOptions, seedSiteTheme } from './shared/theme/site-theme-query.ts';

/** Whether two sets of kept values are the same, key for key. */
const sameKept = (one: KeptEntries, other: KeptEntries) =>
  Object.keys(one).length === Object.keys(other).length &&
  Object.entries(one).every(([key, raw]) => other[key] === raw);

const queryClient = createQueryClient();
rememberQueryClient(queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The theme comes in the page (or, for a returning visitor, from Cache Storage): the first paint carries the brand,
// in the visitor's language. It is read a turn after the code's evaluation, which is a long task of its own.
void nextTurn().then(async () => {
  await seedSiteTheme(queryClient);
  await nextTurn();
  const { queryKey } = getSiteThemeQueryOptions();
  // The server writes the page, and the theme in it, in the language it knew the visitor by.
  const pageLanguage = document.documentElement.lang;
  const locale = startingLocale(readSiteSettings(queryClient.getQueryData(queryKey) ?? []).defaultLanguage);
  await activateLocale(locale);
  if (locale !== pageLanguage) void queryClient.invalidateQueries({ queryKey });
  const app = (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
  // A page the server drew in this language, with what this browser keeps, is made live as it stands, in slices that
  // leave the page responsive. Drawn with something else (values changed elsewhere than the store's code, a draft
  // that had not arrived yet), the browser draws it anew.
  const drawing = locale === pageLanguage ? serverDrawing(root) : undefined;
  if (drawing) clientState.absorb(drawing.kept.written);
  const hydrating =
    drawing !== undefined &&
    sameKept(clientState.entries(), drawing.kept.drawn) &&
    !drawnBeforeLastDraft(drawing.queries);
  if (drawing && hydrating) {
    takeDrawnAnswers(queryClient, drawing.queries);
    await nextTurn();
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('Hydration: the page differed from the server’s', error),
      });
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  // The server drew without what this browser keeps (no cookie yet, or one out of date): it is told now.
  if (!hydrating) writeKeptCookie(clientState.entries());
});
