import { describe, expect, it } from 'vitest';
import { firstFontFamily, siteFontFaces } from './site-fonts.ts';

const theme = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }));

describe('firstFontFamily', () => {
  it('names the first family without quotes', () => {
    expect(firstFontFamily("'Source Sans 3', system-ui")).toBe('Source Sans 3');
    expect(firstFontFamily('Merriweather, Georgia, serif')).toBe('Merriweather');
  });
});

describe('siteFontFaces', () => {
  it('gives the body font in 400 and the headings font in 700', () => {
    const faces = siteFontFaces(
      theme({
        font_family: "'Nunito Sans', system-ui, sans-serif",
        font_url: '/catalog-assets/fonts/nunito-sans-latin-400-normal.woff2',
        heading_font_family: 'Lora, Georgia, serif',
        heading_font_url: '/catalog-assets/fonts/lora-latin-700-normal.woff2',
      }),
    );
    expect(faces).toEqual([
      { family: 'Nunito Sans', url: '/catalog-assets/fonts/nunito-sans-latin-400-normal.woff2', weight: '400' },
      { family: 'Lora', url: '/catalog-assets/fonts/lora-latin-700-normal.woff2', weight: '700' },
    ]);
  });

  it('takes only the store’s own files and plain names, since both are written into a style sheet', () => {
    for (const [family, url] of [
      ['Lora', 'https://fonts.example/lora.woff2'],
      ['Lora', '//fonts.example/lora.woff2'],
      ['Lora', '/fonts/lora.woff2");} body{display:none'],
      ["Lo'ra", '/fonts/lora.woff2'],
      ['Lora; }', '/fonts/lora.woff2'],
    ])
      expect(siteFontFaces(theme({ font_family: family ?? '', font_url: url ?? '' }))).toEqual([]);
  });
});
