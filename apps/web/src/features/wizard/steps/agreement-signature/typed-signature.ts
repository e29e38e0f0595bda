/** The signature typed as a name, drawn as handwriting would be: the same kind of picture the pad makes. */
const FONT = 'italic 44px "Segoe Script", "Brush Script MT", "Snell Roundhand", "URW Chancery L", cursive';
const HEIGHT = 110;
const PADDING = 24;

/** The name drawn on a transparent canvas as a PNG data URL; blank for a blank name or a browser without canvas. */
export function typedSignature(name: string): string {
  const text = name.trim().replace(/\s+/g, ' ');
  if (text === '') return '';
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.font = FONT;
  canvas.width = Math.min(Math.ceil(context.measureText(text).width) + PADDING * 2, 2000);
  canvas.height = HEIGHT;
  // Resizing a canvas resets its drawing state.
  context.font = FONT;
  context.fillStyle = '#1a1b1e';
  context.textBaseline = 'middle';
  context.fillText(text, PADDING, HEIGHT / 2, canvas.width - PADDING * 2);
  return canvas.toDataURL('image/png');
}
