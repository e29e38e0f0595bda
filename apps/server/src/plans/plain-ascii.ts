/** Characters people write that have a plain-ASCII spelling. */
const spelled: Record<string, string> = {
  '×': 'x',
  '÷': '/',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '•': '*',
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '®': '(R)',
  '™': '(TM)',
  '©': '(C)',
  '\u00a0': ' ',
};

/**
 * Text in printable ASCII, as the spec shows descriptions: accented letters lose their accents (Tomás → Tomas),
 * symbols with a plain spelling take it (× → x), and only what has none becomes a space.
 */
export function plainAscii(text: string | undefined) {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\t\n\r\x20-\x7e]/g, (char) => spelled[char] ?? ' ');
}
