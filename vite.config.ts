/// <reference types="vitest/config" />
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { contentSecurityPolicy } from './src/contentSecurityPolicy';
import { parseRulePack } from './src/domain/rules/packSchema';
import { readConfig } from './src/readConfig';
import { impactFigureTexts } from './src/routes/Home/impactFigures';
import { type Screen, SCREENS } from './src/screens';
import { TEXT_SECTIONS } from './src/textSections';

type Tree = Record<string, unknown>;

const subtree = (tree: Tree, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

/** `tree` without the subtrees at `paths`. */
function omitPaths(tree: Tree, paths: readonly (readonly string[])[]): Tree {
  for (const path of paths) {
    const parent = subtree(tree, path.slice(0, -1));
    if (typeof parent === 'object' && parent !== null) delete (parent as Tree)[path[path.length - 1] ?? ''];
  }
  return tree;
}

/** Only the subtrees of `tree` at `paths`, each in its place. */
function pickPaths(tree: Tree, paths: readonly (readonly string[])[]): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const value = subtree(tree, path);
    if (value === undefined) continue;
    let target = picked;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Tree;
    target[path[path.length - 1] ?? ''] = value;
  }
  return picked;
}

const LOCALES = 'locales';
/** The app's languages, by their locale files: `en` for `locales/en.json`. */
const localeLanguages = () =>
  readdirSync(LOCALES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
const SECTION_PATHS = Object.fromEntries(
  Object.entries(TEXT_SECTIONS).map(([name, paths]) => [name, paths.map((path) => path.split('.'))]),
);
const SECTIONS_MODULE = 'virtual:locale-sections';

/**
 * A locale file in parts (src/textSections.ts), so each load carries only the text it shows:
 * `import x from './en.json?lean'` is the first screen's text, the file without any part;
 * `?section=<name>` is one part; `?words` the item names and search words, which the item search
 * indexes in every language. `virtual:locale-sections` lists each language's parts as dynamic imports.
 */
function localeParts(): Plugin {
  return {
    name: 'locale-parts',
    enforce: 'pre',
    resolveId: (id) => (id === SECTIONS_MODULE ? `\0${SECTIONS_MODULE}` : null),
    load(id) {
      if (id !== `\0${SECTIONS_MODULE}`) return null;
      const loaders = (language: string) =>
        Object.keys(TEXT_SECTIONS)
          .map((name) => `${name}: () => import(${JSON.stringify(`/${LOCALES}/${language}.json?section=${name}`)})`)
          .join(', ');
      const entries = localeLanguages().map((language) => `${JSON.stringify(language)}: { ${loaders(language)} }`);
      return `export default { ${entries.join(', ')} };`;
    },
    transform(code, id) {
      const [file = '', query] = id.split('?');
      if (!file.endsWith('.json') || !query) return null;
      const params = new URLSearchParams(query);
      const section = params.get('section');
      const tree = JSON.parse(code) as Tree;
      let part: Tree;
      if (params.has('lean')) part = omitPaths(tree, Object.values(SECTION_PATHS).flat());
      else if (params.has('words')) part = pickPaths(tree, [['items'], ['search', 'terms']]);
      else if (section && SECTION_PATHS[section]) part = pickPaths(tree, SECTION_PATHS[section]);
      else return null;
      return { code: `export default ${JSON.stringify(part)};`, map: null };
    },
  };
}

const IMPACT_FIGURES_MODULE = 'virtual:impact-figures';

/** `virtual:impact-figures`: the home page's banner figures in each language, formatted here, once. */
function impactFigures(): Plugin {
  return {
    name: 'impact-figures',
    resolveId: (id) => (id === IMPACT_FIGURES_MODULE ? `\0${IMPACT_FIGURES_MODULE}` : null),
    load(id) {
      if (id !== `\0${IMPACT_FIGURES_MODULE}`) return null;
      const figures = Object.fromEntries(localeLanguages().map((language) => [language, impactFigureTexts(language)]));
      return `export default ${JSON.stringify(figures)};`;
    },
  };
}

/**
 * The rule packs (knowledge/rules/*.json) pass their schema when the app is built, served or tested: an
 * import of one gives the pack as the schema reads it (its defaults filled in), and a pack that does not
 * pass stops the build with its problems, so it can never reach the screen. The app runs no schema on
 * them: checking the ten packs in the browser was a long task on a phone, on the home page's warm-up
 * and a search's first answers, after the schema library's download.
 */
function checkedRulePacks(): Plugin {
  return {
    name: 'checked-rule-packs',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/knowledge\/rules\/[^/?]+\.json$/.test(id)) return null;
      const read = parseRulePack(JSON.parse(code));
      if ('error' in read) return this.error(`Rule pack ${id}: ${read.error}`);
      return { code: JSON.stringify(read.pack), map: null };
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

/** The files `chunk` needs before it runs: itself and what it imports, then the styles they carry. */
function filesToRun(chunk: OutputChunk, bundle: OutputBundle, scripts = new Set<string>(), styles = new Set<string>()) {
  if (!scripts.has(chunk.fileName)) {
    scripts.add(chunk.fileName);
    for (const style of chunk.viteMetadata?.importedCss ?? []) styles.add(style);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') filesToRun(imported, bundle, scripts, styles);
    }
  }
  return { scripts, styles };
}

/**
 * A copy of index.html for each address a person can land on (src/screens.ts), at `<address>.html`
 * (`login.html`, `education/recycling-basics.html`), that names the screen's code, styles and English
 * text: the browser fetches them beside the entry, where otherwise a direct link asks for them only once
 * the entry has downloaded and run, a round trip later. vite preview and most static hosts answer
 * `/login` with `login.html`; a host that does not answers with index.html, which works as before. The
 * page cannot know the visitor's language, so it names English's text, the fallback; another language's
 * text loads as it did. The service worker answers every visit after the first from its cache with
 * index.html, so these pages are not precached.
 */
function landingPages(screens: readonly Screen[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'landing-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('landing-pages: index.html is not in the bundle');
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const built = (id: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        if (!chunk) this.error(`landing-pages: no chunk is built from ${id} (src/screens.ts)`);
        return chunk;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('landing-pages: the bundle has no entry');
      const loaded = filesToRun(entry, bundle);
      const english = resolve(root, LOCALES, 'en.json');
      for (const screen of screens) {
        const text = screen.text === 'all' ? [english] : screen.text.map((section) => `${english}?section=${section}`);
        const needed = filesToRun(built(resolve(root, screen.module)), bundle);
        for (const id of text) filesToRun(built(id), bundle, needed.scripts, needed.styles);
        const tags = [
          ...[...needed.styles]
            .filter((file) => !loaded.styles.has(file))
            .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
          ...[...needed.scripts]
            .filter((file) => !loaded.scripts.has(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
        ];
        const html = String(index.source).replace('</head>', `${tags.join('\n    ')}\n  </head>`);
        for (const address of screen.landings ?? [screen.path])
          this.emitFile({ type: 'asset', fileName: `${address}.html`, source: html });
      }
    },
  };
}

/**
 * The manifest's link out of the built pages (vite-plugin-pwa writes it into index.html): the app links
 * it once idle after the first paint (src/webManifest.ts). A vite-plugin-pwa that no longer writes it
 * so stops the build, which would otherwise ship a page linking it before the paint again.
 */
function manifestLinkAfterPaint(): Plugin {
  const link = /<link rel="manifest"[^>]*>/;
  return {
    name: 'manifest-link-after-paint',
    apply: 'build',
    // After vite-plugin-pwa's, which writes the link.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!link.test(html)) throw new Error('manifest-link-after-paint: index.html has no manifest link to take out');
        return html.replace(link, '');
      },
    },
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
      // Each language's first load: the first screen's text, the rest in parts (src/i18n.ts).
      localeParts(),
      checkedRulePacks(),
      impactFigures(),
      cspMetaTag(policy),
      landingPages(Object.values(SCREENS)),
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
          // Of the pages, index.html alone: it answers every navigation (navigateFallback), the landing
          // pages serve first visits only.
          globPatterns: ['index.html', '**/*.{js,css,svg,png,webmanifest,wasm,json,bin}'],
          // The model's weights (3.5 MB) and the place list (1.6 MB) are larger than workbox's default limit.
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
          navigateFallback: 'index.html',
          cleanupOutdatedCaches: true,
        },
      }),
      manifestLinkAfterPaint(),
    ],
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      sourcemap: true,
      // The first load's modules in one file: left to itself, the bundler split those the lazy screens
      // share (i18next, React's runtime, Jotai, the icons) into files of their own, each gzipped alone,
      // about 1 kB more over the wire before the first paint.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } } },
    },
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
