/**
 * What the browser keeps between visits (the spec's local storage values), mirrored into a cookie so the server can
 * write a page as the browser will first draw it. Only for drawing: no call ever takes it as proof of anything.
 */
export const KEPT_STATE_COOKIE = 'kept';

/** Past this a cookie risks being refused with the others of the store; the page is then drawn without it. */
export const KEPT_STATE_MAX_CHARS = 3000;

/** Each kept value as local storage holds it: its key, and its JSON text. */
export type KeptEntries = Record<string, string>;

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The cookie's value (base64url of the JSON, so no character needs escaping), or undefined when it is too long. */
export function encodeKeptState(entries: KeptEntries): string | undefined {
  const text = toBase64Url(new TextEncoder().encode(JSON.stringify(entries)));
  return text.length > KEPT_STATE_MAX_CHARS ? undefined : text;
}

/** The entries a cookie names; anything malformed reads as nothing kept. */
export function decodeKeptState(value: string | undefined): KeptEntries {
  if (!value || value.length > KEPT_STATE_MAX_CHARS || !/^[A-Za-z0-9_-]*$/.test(value)) return {};
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))),
    );
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
