import { catalogs } from './catalogs.ts';
import type { Locale } from './locale.ts';

type Pattern = { match: RegExp; spanish: (...args: string[]) => string; literal: number };

const marker = (index: number) => `\uE000${index}\uE000`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A parametrised message read back: its English written with markers for arguments, each marker a capture. */
function patternOf(english: (...args: string[]) => string, spanish: (...args: string[]) => string): Pattern {
  const markers = Array.from({ length: english.length }, (_, index) => marker(index));
  const written = english(...markers);
  const source = escapeRegExp(written).replace(/\uE000(\d+)\uE000/g, '(?<a$1>.+?)');
  const literal = written.replace(/\uE000\d+\uE000/g, '').length;
  return { match: new RegExp(`^${source}$`, 's'), spanish, literal };
}

let spanishOf: { exact: Map<string, string>; patterns: Pattern[] } | undefined;

function spanishCatalog() {
  if (spanishOf) return spanishOf;
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, spanish] of catalogs) {
    for (const [key, text] of Object.entries(english)) {
      const translated = (spanish as Record<string, unknown>)[key];
      if (typeof text === 'string' && typeof translated === 'string') {
        if (!exact.has(text)) exact.set(text, translated);
      } else if (typeof text === 'function' && typeof translated === 'function') {
        patterns.push(patternOf(text as (...args: string[]) => string, translated as (...args: string[]) => string));
      }
    }
  }
  // The most written words first: 'as A and B, one for each carrier.' before 'as A.', which would also match it.
  patterns.sort((a, b) => b.literal - a.literal);
  spanishOf = { exact, patterns };
  return spanishOf;
}

/** An argument of a message may itself be a message (a step's title) or a list of them. */
const translatePart = (text: string, exact: Map<string, string>) =>
  exact.get(text) ??
  text
    .split(', ')
    .map((part) => exact.get(part) ?? part)
    .join(', ');

/** Whether the store knows this English message, so it can say it in every language. */
export function isKnownMessage(message: string): boolean {
  const { exact, patterns } = spanishCatalog();
  return exact.has(message) || patterns.some((pattern) => pattern.match.test(message));
}

/**
 * A message as the store writes it in English, in `locale`. Anything the store does not know (a name, a text from
 * the catalog) comes back as it is.
 */
export function translate(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const { exact, patterns } = spanishCatalog();
  const found = exact.get(message);
  if (found !== undefined) return found;
  for (const { match, spanish } of patterns) {
    const groups = match.exec(message)?.groups;
    if (!groups) continue;
    const args = Object.keys(groups)
      .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
      .map((name) => translatePart(groups[name] ?? '', exact));
    return spanish(...args);
  }
  return message;
}
