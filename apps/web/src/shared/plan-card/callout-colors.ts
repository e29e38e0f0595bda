/** Catalog colour names as shades dark enough for white text (4.5:1), or light enough for black. */
const palette: Record<string, string> = {
  green: '#1f7a35',
  blue: '#1c5fa8',
  red: '#b3261e',
  orange: '#a34b00',
  purple: '#6b3fa0',
  black: '#1a1a1a',
  gold: '#f2c14e',
  white: '#ffffff',
};

/** The spec's rule: green unless the plan says otherwise; black text on gold or white, white text on the rest. */
export function calloutColors(color: string | null | undefined) {
  const name = color?.trim().toLowerCase() || 'green';
  const light = name === 'gold' || name === 'white';
  return {
    background: palette[name] ?? palette.green,
    text: light ? '#000000' : '#ffffff',
    /** White on a white card needs an edge to be seen. */
    bordered: name === 'white',
  };
}
