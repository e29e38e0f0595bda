import { describe, expect, it } from 'vitest';
import { layout } from './mail-layout.ts';

const brand = {
  name: 'Sunrise Benefits',
  color: '#8b3a12',
  textColor: '#ffffff',
  logo: 'https://sunrise.example/logo.svg',
  origin: 'https://sunrise.example',
};
const headerCell = (html: string) => /<tr><td style="([^"]*)">(<img[^>]*>|[^<]*)<\/td><\/tr>/.exec(html);

describe('the mail layout', () => {
  it('sets a logo on white, above a band of the site color', () => {
    const [, style, content] = headerCell(layout(brand, 'Hello', '<p>Hi</p>')) ?? [];
    expect(content).toContain('src="https://sunrise.example/logo.svg"');
    expect(style).not.toContain('background-color');
    expect(style).toContain('border-bottom:4px solid #8b3a12');
  });

  it("puts a site's name without a logo on the site color", () => {
    const [, style, content] = headerCell(layout({ ...brand, logo: null }, 'Hello', '<p>Hi</p>')) ?? [];
    expect(content).toBe('Sunrise Benefits');
    expect(style).toContain('background-color:#8b3a12;color:#ffffff');
  });
});
