import { parseAst } from 'vite';

/** Attributes a person reads or hears. */
const visibleAttributes = new Set([
  'label',
  'placeholder',
  'title',
  'alt',
  'description',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'buttonLabel',
]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

type Node = { type?: string; [key: string]: unknown };

/** Text in a component's JSX that is not taken from a catalog: words between tags, and read attributes' values. */
export function literalTexts(source: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const { type } = node as Node;
    if (type === 'JSXText') {
      const text = String((node as Node).value).trim();
      if (hasWords(text)) found.push(text);
    }
    if (type === 'JSXAttribute') {
      const { name, value } = node as { name: { name?: string }; value: Node | null };
      if (visibleAttributes.has(String(name.name)) && value) {
        const inner = value.type === 'JSXExpressionContainer' ? (value.expression as Node) : value;
        const text =
          inner.type === 'Literal' && typeof inner.value === 'string'
            ? inner.value
            : inner.type === 'TemplateLiteral'
              ? (inner.quasis as { value: { cooked: string } }[])
                  .map((quasi) => quasi.value.cooked)
                  .join(' ')
                  .trim()
              : '';
        if (hasWords(text)) found.push(text);
      }
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(parseAst(source, { lang: 'tsx' }));
  return found;
}
