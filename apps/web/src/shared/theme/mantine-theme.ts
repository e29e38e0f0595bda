import type { ButtonProps, CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';
import { createTheme } from '@mantine/core';
import { colorShades } from './color-shades.ts';
import { type ColorKey, colorKeys, defaultColors, type SiteSettings } from './site-settings.ts';

const systemFonts = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** `primary_color` → `--site-primary-color`: the names components' CSS uses. */
export const siteColorVariable = (key: ColorKey) => `--site-${key.replaceAll('_', '-')}`;

export function buildMantineTheme(settings: SiteSettings): MantineThemeOverride {
  const brand = colorShades(settings.colors.primary_color) ?? colorShades(defaultColors.primary_color);
  const fontFamily = settings.fontFamily ?? systemFonts;
  return createTheme({
    colors: brand ? { brand } : {},
    primaryColor: brand ? 'brand' : 'blue',
    primaryShade: 6,
    fontFamily,
    headings: { fontFamily: settings.headingFontFamily ?? fontFamily, fontWeight: '700' },
    defaultRadius: 'md',
    focusRing: 'auto',
    // Dialogs and menus appear without motion for people who ask their system for less of it.
    respectReducedMotion: true,
    components: {
      // A plain object, not `Button.extend`: that would put the button's code into the first load of every page.
      Button: {
        // Filled buttons in the brand colour carry the text colour the site chose for it.
        vars: (_theme: unknown, props: ButtonProps) =>
          (props.variant ?? 'filled') === 'filled' && props.color === undefined
            ? { root: { '--button-color': `var(${siteColorVariable('primary_text_color')})` } }
            : { root: {} },
      },
    },
  });
}

/** The site's colours as CSS variables on :root, and the page background Mantine paints the body with. */
export function buildCssVariablesResolver(settings: SiteSettings): CSSVariablesResolver {
  const variables = Object.fromEntries(colorKeys.map((key) => [siteColorVariable(key), settings.colors[key]]));
  return () => ({
    variables,
    // Mantine's default dimmed grey and error red fall short of 4.5:1 on white; darker steps pass.
    light: {
      '--mantine-color-body': settings.colors.page_bg,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
    },
    dark: {},
  });
}
