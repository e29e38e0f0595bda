import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcRoot = import.meta.dirname;

/** The style layers a Mantine input is laid out with (a box and its label side by side come from InlineInput). */
const layersOf: Record<string, string[]> = {
  Input: ['Input'],
  InputBase: ['Input'],
  TextInput: ['Input'],
  NativeSelect: ['Input'],
  Textarea: ['Input'],
  PasswordInput: ['Input'],
  Checkbox: ['Checkbox', 'InlineInput'],
  Radio: ['Radio', 'InlineInput'],
  Switch: ['Switch', 'InlineInput'],
};

/** The layers a module needs and does not import, as `Layer (for Component)`. */
export function missingLayers(source: string): string[] {
  const imported = new Set(
    [...source.matchAll(/'@mantine\/core\/styles\/(\w+)\.layer\.css'/g)].map((match) => match[1]),
  );
  const names = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.trim().replace(/^type\s+/, '')),
  );
  return names.flatMap((name) =>
    (layersOf[name] ?? []).filter((layer) => !imported.has(layer)).map((layer) => `${layer} (for ${name})`),
  );
}

describe("Mantine's styles", () => {
  it('finds a layer a component needs and does not import', () => {
    const toggle = "import '@mantine/core/styles/Checkbox.layer.css';\nimport { Checkbox, Text } from '@mantine/core';";
    expect(missingLayers(toggle)).toEqual(['InlineInput (for Checkbox)']);
    expect(missingLayers(`import '@mantine/core/styles/InlineInput.layer.css';\n${toggle}`)).toEqual([]);
    expect(missingLayers("import { type TextInputProps, TextInput } from '@mantine/core';")).toEqual([
      'Input (for TextInput)',
    ]);
  });

  // Styles load with the component that imports them: one borrowed from another component is missing on a page
  // where that one has not loaded yet (Compare's label fell under its box once the membership dialog became lazy).
  it('are imported by every module that draws an input with them', () => {
    const files = readdirSync(srcRoot, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
    );
    const missing = files.flatMap((file) =>
      missingLayers(readFileSync(join(srcRoot, file), 'utf8')).map((layer) => `${file}: ${layer}`),
    );
    expect(missing).toEqual([]);
  });
});
