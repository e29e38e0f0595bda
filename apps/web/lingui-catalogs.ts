import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const catalogFile = /[\\/]messages[\\/](en|es)\.json$/;

/**
 * A route's message catalog (`messages/<language>.json`) is compiled as it is bundled: the ICU text becomes the
 * structure the runtime formats, so no message parser ships to the browser. It stays JSON for Vite's own loader.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!catalogFile.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
