import { describe, expect, it } from 'vitest';
import { pageHead, siteLanguage, withHead } from './page-head.ts';

const shell = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Compare and buy dental, vision, medical, life and other benefit plans online." />',
  '<title>Online benefits store</title></head>',
  '<body><noscript>This store needs JavaScript to show plans and prices.</noscript></body></html>',
].join('');

describe("a site's page head", () => {
  const site = {
    name: 'Rosa & Sons "Benefits" <Co>',
    theme: [
      { key: 'font_family', value: "'Body Sans', system-ui, sans-serif" },
      { key: 'font_url', value: '/catalog-assets/fonts/body.woff2' },
      { key: 'heading_font_family', value: 'Body Sans, serif' },
      { key: 'heading_font_url', value: '/catalog-assets/fonts/body.woff2' },
      { key: 'logo', value: '/catalog-assets/logo.svg' },
      { key: 'welcome_text', value: 'Ends here </script><script>alert(1)</script>' },
    ],
  };
  const page = withHead(shell, pageHead(site, 'https://store.example'), 'en');

  it("names the site in place of the build's title, and in link previews with its logo", () => {
    expect(page).not.toContain('Online benefits store');
    expect(page).toContain('<title>Rosa &amp; Sons &quot;Benefits&quot; &lt;Co&gt;</title>');
    expect(page).toContain('<meta property="og:title" content="Rosa &amp; Sons &quot;Benefits&quot; &lt;Co&gt;">');
    expect(page).toContain('<meta property="og:image" content="https://store.example/catalog-assets/logo.svg">');
  });

  it('declares and preloads each of its own fonts once, shown only if in by the first paint; none from elsewhere', () => {
    const preloads = page.match(/<link rel="preload"[^>]*>/g);
    expect(preloads).toEqual([
      '<link rel="preload" as="font" type="font/woff2" href="/catalog-assets/fonts/body.woff2" crossorigin>',
    ]);
    expect(page).toContain(
      '<style>@font-face{font-family:"Body Sans";src:url("/catalog-assets/fonts/body.woff2") format("woff2");' +
        'font-weight:400;font-display:optional}@font-face{font-family:"Body Sans";' +
        'src:url("/catalog-assets/fonts/body.woff2") format("woff2");font-weight:700;font-display:optional}</style>',
    );
    const elsewhere = pageHead(
      {
        name: 'S',
        theme: [
          { key: 'font_family', value: 'Body Sans' },
          { key: 'font_url', value: 'https://fonts.example/a.woff2' },
        ],
      },
      '',
    );
    expect(elsewhere).not.toContain('preload');
    expect(elsewhere).not.toContain('@font-face');
  });

  it('carries the theme as JSON that no value can close early', () => {
    const block = page.match(/<script type="application\/json" id="site-theme">(.*?)<\/script><\/head>/s)?.[1];
    expect(block).not.toContain('</');
    expect(JSON.parse(block ?? 'null')).toEqual(site.theme);
  });

  it('is written in the language asked for: its <html lang>, description and no-script words', () => {
    expect(page).toContain('<html lang="en">');
    const spanish = withHead(shell, pageHead(site, ''), 'es');
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain(
      '<meta name="description" content="Compare y compre en línea planes dentales, de la vista, médicos, de vida y otros planes de beneficios." />',
    );
    expect(spanish).toContain(
      '<noscript>Esta tienda necesita JavaScript para mostrar los planes y los precios.</noscript>',
    );
    expect(spanish).not.toContain('plans and prices');
  });

  it("takes a first visit's language from the theme's default_language, English when it names none the store speaks", () => {
    expect(siteLanguage({ theme: [{ key: 'default_language', value: 'es' }] })).toBe('es');
    expect(siteLanguage({ theme: [{ key: 'default_language', value: 'fr' }] })).toBe('en');
    expect(siteLanguage({ theme: [] })).toBe('en');
  });
});
