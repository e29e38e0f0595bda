import type { Locale } from '@openenroll/contract/locale';
import { arrived, readSettled, settled } from './settled.ts';
import { useLocale } from './use-t.ts';

type Translator = typeof import('@openenroll/contract/translate');

let loading: Promise<Translator> | undefined;

/** The contract's Spanish messages arrive with the first page read in Spanish, not with the store's first load. */
export function loadContractText(): Promise<Translator> {
  loading ??= settled(import('@openenroll/contract/translate'));
  return loading;
}

/** A message the contract wrote in English (a schema's error, a step's title), in the given language. */
export async function inLanguage(english: string, locale: Locale): Promise<string> {
  if (locale === 'en') return english;
  return (await loadContractText()).translate(english, locale);
}

const asWritten = (english: string) => english;

/** The contract's texts (steps' titles, the spec's messages) in the visitor's language. */
export function useContractText(): (english: string) => string {
  const locale = useLocale();
  const translator = readSettled<Translator | undefined>(locale === 'en' ? arrived : loadContractText());
  return translator ? (english) => translator.translate(english, locale) : asWritten;
}
