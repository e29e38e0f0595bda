import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { Catalog } from './catalog.ts';
import { useT } from './use-t.ts';

type MessageProps<K extends string> = {
  catalog: Catalog<K>;
  id: K;
  values?: Record<string, unknown>;
  /** The message's numbered tags: `<0>…</0>` in the text becomes element 0 around the inner text. */
  components: Record<number, ReactElement>;
};

const tag = /<(\d+)>([\s\S]*?)<\/\1>/;

/** A message with elements inside it (a name in bold, a link): the words around them stay in the catalog. */
export function Message<K extends string>({ catalog, id, values, components }: MessageProps<K>) {
  const parts = useT(catalog)(id, values).split(tag);
  const nodes: ReactNode[] = [];
  // split() with two groups yields: text, index, inner text, text, index, inner text, …, text.
  for (let at = 0; at < parts.length; at += 3) {
    if (parts[at]) nodes.push(parts[at]);
    const element = components[Number(parts[at + 1])];
    if (element) nodes.push(cloneElement(element, { key: at }, parts[at + 2]));
  }
  return nodes;
}
