import type { Plugin } from 'vite';
import { compileCatalogue } from '../contracts/i18n/compile.ts';

const CATALOGUE = /[\\/]contracts[\\/]i18n[\\/]messages[\\/][\w.-]+\.json$/;

/**
 * Compiles the ICU catalogues (contracts/i18n/messages/*.json) while bundling, so the browser
 * gets ready token arrays and never a message parser (Lingui's runtime without its compiler is
 * 2.5 KB gzipped). Runs before Vite's own JSON plugin; a broken message fails the build.
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'compile-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0])) return null;
      return {
        code: `export default ${JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, string>))};`,
        map: null,
        moduleType: 'js',
      };
    },
  };
}
