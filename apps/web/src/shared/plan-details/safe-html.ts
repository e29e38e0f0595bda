const allowedTags = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a']);
/** Elements whose content is code or hidden markup, dropped along with the element. */
const droppedWithContent =
  /<(script|style|iframe|object|embed|template|noscript|textarea|title|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const entity = /^&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

/** Text with every character that could start markup escaped; character references the catalog wrote stay. */
function escapeText(text: string) {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (char === '&') {
      const reference = entity.exec(text.slice(index));
      out += reference ? '&' : '&amp;';
    } else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else out += char;
  }
  return out;
}

/** An https address from a tag's attributes, or nothing. */
function httpsHref(attributes: string) {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const href = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return /^https:\/\/[^\s]+$/i.test(href) ? href : undefined;
}

/**
 * Catalog HTML reduced to a small allow-list (p, ul, ol, li, strong, em, br, and links to https addresses), with
 * every attribute but a link's href dropped and all text escaped, so the result is safe to set as innerHTML.
 */
export function safeHtml(html: string): string {
  const source = html.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(droppedWithContent, '');
  let out = '';
  let last = 0;
  for (const match of source.matchAll(tag)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    if (!allowedTags.has(name)) continue;
    if (name === 'br') out += closing ? '' : '<br>';
    else if (closing) out += `</${name}>`;
    else if (name === 'a') {
      const href = httpsHref(match[3] ?? '');
      out += href ? `<a href="${escapeText(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
    } else out += `<${name}>`;
  }
  return out + escapeText(source.slice(last));
}
