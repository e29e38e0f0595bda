import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalTexts } from '../literal-texts.ts';

const srcRoot = import.meta.dirname;

const components = readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && !file.includes('testing/'))
  .sort();

describe('visible text lives in the message catalogs', () => {
  it('finds words between tags and in read attributes, and nothing else', () => {
    expect(
      literalTexts(`const x = (
        <p title="Your cart" aria-label={\`Cart of \${name}\`} className="words here" data-x="skip">
          Hello {name} · {t('id')} ©
        </p>
      );`),
    ).toEqual(['Your cart', 'Cart of', 'Hello']);
  });

  it('no component writes text of its own', () => {
    const offenders = components
      .map((file) => ({ file, texts: literalTexts(readFileSync(join(srcRoot, file), 'utf8')) }))
      .filter(({ texts }) => texts.length > 0);
    expect(offenders, 'move these texts into the catalog of their part (messages/en.json and es.json)').toEqual([]);
  });
});
