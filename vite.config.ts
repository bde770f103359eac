/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * `import x from './file.json?lean'` gives the JSON without the subtrees at the given key paths, so
 * long-form text can live in a locale file yet stay out of the main bundle (src/i18n.ts adds it back
 * when a page first needs it).
 */
function leanJson(omit: readonly (readonly string[])[]): Plugin {
  return {
    name: 'lean-json',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.json?lean')) return null;
      const tree = JSON.parse(code) as Record<string, unknown>;
      for (const path of omit) {
        const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
        if (typeof parent === 'object' && parent !== null) delete (parent as Record<string, unknown>)[path[path.length - 1] ?? ''];
      }
      return { code: `export default ${JSON.stringify(tree)};`, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), leanJson([['education', 'articles'], ['kb']])],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup/unit.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/db/**/*.test.ts'],
    testTimeout: 20000,
  },
});
