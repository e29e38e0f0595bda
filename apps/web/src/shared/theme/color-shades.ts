import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(color)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((channel, index) => channel + ((to[index] ?? channel) - channel) * amount) as Rgb;

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/**
 * Ten shades for Mantine from one brand colour. The brand colour itself is shade 6, Mantine's
 * primary shade, so filled buttons show exactly the colour the site chose.
 */
export function colorShades(color: string): MantineColorsTuple | undefined {
  const base = parseColor(color);
  if (!base) return undefined;
  const lighter = [0.92, 0.8, 0.65, 0.5, 0.35, 0.18].map((amount) => toHex(mix(base, white, amount)));
  const darker = [0.15, 0.3, 0.45].map((amount) => toHex(mix(base, black, amount)));
  const [s0 = '', s1 = '', s2 = '', s3 = '', s4 = '', s5 = ''] = lighter;
  const [s7 = '', s8 = '', s9 = ''] = darker;
  return [s0, s1, s2, s3, s4, s5, toHex(base), s7, s8, s9];
}
