/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { contentSecurityPolicy } from './src/contentSecurityPolicy';
import { readConfig } from './src/readConfig';

/**
 * `import x from './file.json?lean'` gives the JSON without the subtrees at the given key paths, so
 * text the first screen does not use can live in a locale file yet stay out of the main bundle
 * (src/i18n.ts adds it back before another screen shows).
 */
function leanJson(omit: readonly (readonly string[])[]): Plugin {
  return {
    name: 'lean-json',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.json?lean')) return null;
      const tree = JSON.parse(code) as Record<string, unknown>;
      for (const path of omit) {
        const parent = path
          .slice(0, -1)
          .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
        if (typeof parent === 'object' && parent !== null)
          delete (parent as Record<string, unknown>)[path[path.length - 1] ?? ''];
      }
      return { code: `export default ${JSON.stringify(tree)};`, map: null };
    },
  };
}

/**
 * `import x from './locale.json?words'` gives only the subtrees at the given key paths: the item search
 * loads every language's item names and search words without the rest of five locale files.
 */
function pickJson(keep: readonly (readonly string[])[]): Plugin {
  return {
    name: 'pick-json',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.json?words')) return null;
      const tree = JSON.parse(code) as Record<string, unknown>;
      const picked: Record<string, unknown> = {};
      for (const path of keep) {
        const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
        if (value === undefined) continue;
        let target = picked;
        for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
        target[path[path.length - 1] ?? ''] = value;
      }
      return { code: `export default ${JSON.stringify(picked)};`, map: null };
    },
  };
}

/** The built page carries its policy in a meta tag, so any static host serves it with the app. */
function cspMetaTag(policy: string): Plugin {
  return {
    name: 'csp-meta-tag',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
    ],
  };
}

const THEME_COLOUR = '#15803d';

/** Test files that need a DOM (React components, window, localStorage) run in jsdom; the rest in Node. */
const DOM_TESTS = ['**/*.test.tsx', '**/*.dom.test.ts'];

/**
 * One Vitest project: `unit` (tests/unit: hermetic, no model weights, no database, nothing read from
 * ../shared) or `integration` (tests/integration: the real model, PGlite, the shared photos and data).
 */
function testTier(name: string, environment: 'node' | 'jsdom', include: string[], exclude: string[] = []) {
  return { extends: true, test: { name, environment, include, exclude } } as const;
}

export default defineConfig(({ mode }) => {
  const policy = contentSecurityPolicy(readConfig(loadEnv(mode, process.cwd(), 'VITE_')));
  return {
    plugins: [
      react(),
      // Each language's first load: the first screen's text, without the other screens' (src/i18n.ts).
      leanJson([
        ['education'],
        ['kb'],
        ['search', 'terms'],
        ['dashboard'],
        ['community'],
        ['results'],
        ['analysis'],
        ['privacy'],
        ['terms'],
        ['legal'],
        ['taught'],
      ]),
      pickJson([['items'], ['search', 'terms']]),
      cspMetaTag(policy),
      VitePWA({
        // The person decides when a new version takes over (src/components/AppStatus/UpdatePrompt.tsx).
        registerType: 'prompt',
        injectRegister: false,
        manifest: {
          name: 'RecycleSmart',
          short_name: 'RecycleSmart',
          description:
            'Photograph a piece of waste and learn exactly how to dispose of it where you are. Works on your device, even offline.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: THEME_COLOUR,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
        },
        workbox: {
          // The whole app works offline after one visit: the shell, every screen's chunk and locale, the
          // workers and their wasm, the model weights and the place and facility lists. Each entry is
          // revisioned by its content, so a new build replaces exactly what changed.
          cacheId: 'recyclesmart',
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm,json,bin}'],
          // The model's weights (3.5 MB) and the place list (1.6 MB) are larger than workbox's default limit.
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
          navigateFallback: 'index.html',
          cleanupOutdatedCaches: true,
        },
      }),
    ],
    worker: { format: 'es' },
    build: { target: 'es2022', sourcemap: true },
    // Headers as well as the meta tag: workers take their policy from their own response, not the page.
    preview: { port: 4173, strictPort: true, headers: { 'Content-Security-Policy': policy } },
    test: {
      globals: true,
      setupFiles: ['tests/setup/unit.ts'],
      testTimeout: 20000,
      // Vitest's default keeps a core for itself, which on a 2-core machine is one worker and tiers
      // twice as long; its own process idles while the workers run. Threads start faster than forks.
      pool: 'threads',
      maxWorkers: Math.max(2, availableParallelism()),
      reporters: ['default', './tests/hardening/vitestReporter.ts'],
      // Two tiers (docs/testing.md), each in Node unless its files need a DOM: `npm run test:unit` runs
      // unit and unit-dom, `npm run test:integration` the other two; `vitest run` runs all four.
      projects: [
        testTier('unit', 'node', ['tests/unit/**/*.test.ts'], DOM_TESTS),
        testTier(
          'unit-dom',
          'jsdom',
          DOM_TESTS.map((glob) => `tests/unit/${glob}`),
        ),
        testTier('integration', 'node', ['tests/integration/**/*.test.ts'], DOM_TESTS),
        testTier(
          'integration-dom',
          'jsdom',
          DOM_TESTS.map((glob) => `tests/integration/${glob}`),
        ),
      ],
    },
  };
});
