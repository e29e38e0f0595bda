import { siteFonts } from '../theme/site-assets.ts';

let made: { key: string; css: Promise<string> } | undefined;

/** The site's fonts as a picture needs them: inside it as data, since a picture loads nothing of its own. */
export function siteFontCss(): Promise<string> {
  const fonts = siteFonts();
  const key = fonts.map((font) => font.url).join(' ');
  if (made?.key !== key) made = { key, css: Promise.all(fonts.map(fontFace)).then((rules) => rules.join('\n')) };
  return made.css;
}

async function fontFace({ family, url, weight }: { family: string; url: string; weight: string }) {
  try {
    const data = await dataUrlOf(url);
    return `@font-face{font-family:${JSON.stringify(family)};src:url(${data});font-weight:${weight}}`;
  } catch {
    // Without the font the picture falls back to the family list's next one, as the page would.
    return '';
  }
}

async function dataUrlOf(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const blob = await response.blob();
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
