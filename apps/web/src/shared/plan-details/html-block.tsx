import { useMemo } from 'react';
import classes from './plan-description.module.css';
import { safeHtml } from './safe-html.ts';

/** Catalog HTML, reduced to its allow-list before it reaches the page. */
export function HtmlBlock({ html, lang }: { html: string; lang?: string }) {
  const markup = useMemo(() => safeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: safeHtml keeps only bare allow-listed tags and escapes all text
  return <div className={classes.html} lang={lang} dangerouslySetInnerHTML={{ __html: markup }} />;
}
