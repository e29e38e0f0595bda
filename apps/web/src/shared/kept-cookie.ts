import { encodeKeptState, KEPT_STATE_COOKIE, type KeptEntries } from '@openenroll/contract/kept-state';

/**
 * Mirrors what the browser keeps into the cookie the server reads when it writes a page, so the page it sends is the
 * one this browser draws. Too much to carry, and the cookie goes: the server then writes the page as for a newcomer.
 */
export function writeKeptCookie(entries: KeptEntries) {
  if (typeof document === 'undefined') return;
  const value = Object.keys(entries).length === 0 ? undefined : encodeKeptState(entries);
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: written on each change of kept values; the Cookie Store API is not everywhere.
  document.cookie = value
    ? `${KEPT_STATE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax${secure}`
    : `${KEPT_STATE_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}
