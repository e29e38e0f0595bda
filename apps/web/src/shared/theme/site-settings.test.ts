import { describe, expect, it } from 'vitest';
import { defaultColors, readSiteSettings, safeUrl } from './site-settings.ts';

const entry = (key: string, value: string) => ({ key, value });

describe('readSiteSettings', () => {
  it('takes the site colours and fills the gaps with defaults', () => {
    const settings = readSiteSettings([
      entry('primary_color', '#8a3b12'),
      entry('header_bg', 'red; } body { display: none'),
    ]);

    expect(settings.colors.primary_color).toBe('#8a3b12');
    expect(settings.colors.header_bg).toBe(defaultColors.header_bg);
  });

  it('shows the tools launcher only when site_url_flag is the text false', () => {
    expect(readSiteSettings([entry('site_url_flag', 'false')]).showToolsLauncher).toBe(true);
    expect(readSiteSettings([entry('site_url_flag', 'true')]).showToolsLauncher).toBe(false);
    expect(readSiteSettings([]).showToolsLauncher).toBe(false);
  });

  it('keeps links and images that are safe to put in a page', () => {
    const settings = readSiteSettings([
      entry('logo', '/catalog-assets/sites/sunrise/logo.svg'),
      entry('support_url', 'https://help.example'),
      entry('rep_dashboard_url', 'javascript:alert(1)'),
      entry('icon_billing_info', '/catalog-assets/icons/billing.svg'),
    ]);

    expect(settings.logo).toBe('/catalog-assets/sites/sunrise/logo.svg');
    expect(settings.links).toEqual({ support: 'https://help.example/' });
    expect(settings.stepIcons).toEqual({ billing_info: '/catalog-assets/icons/billing.svg' });
  });

  it('drops font families that could break out of a style rule', () => {
    const settings = readSiteSettings([
      entry('font_family', "'Nunito Sans', system-ui, sans-serif"),
      entry('heading_font_family', 'Lora; } * { color: red'),
    ]);

    expect(settings.fontFamily).toBe("'Nunito Sans', system-ui, sans-serif");
    expect(settings.headingFontFamily).toBeUndefined();
  });
});

describe('safeUrl', () => {
  it('allows root-relative paths and http(s) only', () => {
    expect(safeUrl('/a.svg')).toBe('/a.svg');
    expect(safeUrl('//evil.example/a.svg')).toBeUndefined();
    expect(safeUrl('data:image/svg+xml,<svg/>')).toBeUndefined();
    expect(safeUrl('')).toBeUndefined();
  });
});
