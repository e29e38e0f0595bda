import type { Locale } from '@openenroll/contract/locale';
import { escapeHtml } from './escape-html.ts';

/** The site's look in an e-mail: its name, colors and logo from the site theme. */
export type Brand = { name: string; color: string; textColor: string; logo: string | null; origin: string };

type Site = { name: string; theme: { key: string; value: string }[] };

// Theme values go into style attributes: anything but a plain hex color is ignored rather than trusted.
const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function brandOf(site: Site, origin: string): Brand {
  const theme = new Map(site.theme.map((entry) => [entry.key, entry.value]));
  const color = (key: string, fallback: string) => {
    const value = theme.get(key);
    return value && hexColor.test(value) ? value : fallback;
  };
  const logo = theme.get('logo');
  return {
    name: site.name,
    color: color('primary_color', '#1f4e79'),
    textColor: color('primary_text_color', '#ffffff'),
    // Mail clients fetch images from absolute addresses only.
    logo: logo?.startsWith('/') ? `${origin}${logo}` : logo?.startsWith('https://') ? logo : null,
    origin,
  };
}

const font = 'font-family:Arial,Helvetica,sans-serif;';

export const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;

export function button(brand: Brand, href: string, label: string) {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td style="background-color:${brand.color};border-radius:4px;">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;${font}font-size:16px;font-weight:bold;color:${brand.textColor};text-decoration:none;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** Label and value rows, values right-aligned (amounts). */
export function rows(entries: [string, string][], options: { strongLast?: boolean } = {}) {
  const cells = entries.map(([label, value], index) => {
    const weight = options.strongLast && index === entries.length - 1 ? 'font-weight:bold;' : '';
    const cell = `padding:8px 0;border-bottom:1px solid #e5e7eb;${weight}`;
    return `<tr><td style="${cell}">${escapeHtml(label)}</td><td align="right" style="${cell}white-space:nowrap;">${escapeHtml(value)}</td></tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;">
${cells.join('\n')}
</table>`;
}

/**
 * A whole message: the site's header, the body, and a footer naming the site. A logo is drawn for white paper, so it
 * sits on white above a band of the site's color; a site without one gets its name on the color itself.
 */
export function layout(brand: Brand, title: string, body: string, locale: Locale = 'en') {
  const name = escapeHtml(brand.name);
  const header = brand.logo
    ? `<tr><td style="padding:20px 24px;border-bottom:4px solid ${brand.color};"><img src="${escapeHtml(brand.logo)}" alt="${name}" height="40" style="display:block;height:40px;width:auto;max-width:100%;border:0;"></td></tr>`
    : `<tr><td style="background-color:${brand.color};color:${brand.textColor};padding:20px 24px;font-size:20px;font-weight:bold;">${name}</td></tr>`;
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-collapse:collapse;${font}font-size:15px;line-height:1.5;color:#1f2933;">
${header}
<tr><td style="padding:24px;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;background-color:#f9fafb;color:#6b7280;font-size:12px;">${name} &middot; <a href="${escapeHtml(brand.origin)}" style="color:#6b7280;">${escapeHtml(brand.origin)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
