/// <reference types="vitest/config" />
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { createServer, defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { contentSecurityPolicy } from './src/contentSecurityPolicy';
import { localDay } from './src/domain/progress/days';
import { parseRulePack } from './src/domain/rules/packSchema';
import { GATE_SETTINGS, gateScript, PRERENDER_ATTRIBUTE, prerenderGate } from './src/prerenderGate';
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

/** What the build's renderer (src/prerender.tsx) offers. */
interface Renderer {
  renderScreen: (address: string, day: string) => Promise<string>;
}

// The browser globals the app's modules and first renders read (the language, storage, the scroll),
// lent from a jsdom window while the build renders, as a first visit's browser would answer them.
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'] as const;

/**
 * Runs `render` with src/prerender.tsx loaded by a Vite server of this configuration (`mode` and its
 * settings), the browser's globals lent from jsdom, then puts the globals back.
 */
async function withRenderer<T>(root: string, mode: string, render: (renderer: Renderer) => Promise<T>): Promise<T> {
  // Loaded here, not with the config, which every Vite and Vitest run reads.
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM('<!doctype html><html lang="en"><body></body></html>', { url: 'http://localhost/' });
  const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of BROWSER_GLOBALS)
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
  const server = await createServer({
    root,
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await render((await server.ssrLoadModule('/src/prerender.tsx')) as Renderer);
  } finally {
    await server.close();
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
    dom.window.close();
  }
}

/**
 * A copy of index.html for each address a person can land on (src/screens.ts), at `<address>.html`
 * (`login.html`, `education/recycling-basics.html`). It names the screen's code, styles and English
 * text, so the browser fetches them beside the entry, where otherwise a direct link asks for them only
 * once the entry has downloaded and run, a round trip later. Most also carry the screen itself, rendered
 * here (src/prerender.tsx) and hydrated by main.tsx, so the page paints once its styles arrive rather
 * than once the app's code has run. That markup is a signed-out first visit's, in English: a page served
 * to everyone cannot know the visitor's language (a host choosing a copy by the browser's languages could
 * still not know a choice stored in the browser). A gate in the head (src/prerenderGate.ts, a blocking
 * script of its own, so the policy needs no hash) holds it back before anything is painted for anyone
 * else, who gets the page as before, and starts the app, which the page names only as a modulepreload.
 * vite preview and most static hosts answer `/login` with `login.html`; a host that does not answers
 * with index.html, which works as before. The service worker answers every visit after the first from
 * its cache with index.html, so these pages are not precached.
 */
function landingPages(screens: readonly Screen[]): Plugin {
  let root = '';
  let base = '/';
  let mode = 'production';
  return {
    name: 'landing-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
      mode = config.mode;
    },
    async generateBundle(_options, bundle) {
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
      const gateSource = gateScript(prerenderGate, { ...GATE_SETTINGS, entry: `${base}${entry.fileName}` });
      const gate = this.getFileName(this.emitFile({ type: 'asset', name: 'prerender-gate.js', source: gateSource }));
      const indexHtml = String(index.source);
      const entryTag = `<script type="module" crossorigin src="${base}${entry.fileName}"></script>`;
      const modulepreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
      // The files index.html has the browser fetch beside the entry (what the entry imports).
      const entryImports = [...indexHtml.matchAll(modulepreload)].map((match) => match[1] ?? '');
      if (!indexHtml.includes(entryTag)) return this.error('landing-pages: index.html has no entry script');
      // The day the pages are rendered on: main.tsx hydrates them as of that day (src/today.ts).
      const day = localDay(new Date());
      const pages = screens.flatMap((screen) => {
        const text = screen.text === 'all' ? [english] : screen.text.map((section) => `${english}?section=${section}`);
        const needed = filesToRun(built(resolve(root, screen.module)), bundle);
        for (const id of text) filesToRun(built(id), bundle, needed.scripts, needed.styles);
        const styles = [...needed.styles]
          .filter((file) => !loaded.styles.has(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
        const modules = [...needed.scripts].filter((file) => !loaded.scripts.has(file)).map((file) => `${base}${file}`);
        // For a visitor in another language, a pre-rendered page's gate asks for its text at once
        // (src/prerenderGate.ts): the language's first-screen text and the screen's parts, by language.
        const sections = screen.text === 'all' ? undefined : screen.text;
        const texts = Object.fromEntries(
          (sections ? localeLanguages().filter((language) => language !== GATE_SETTINGS.language) : []).map(
            (language) => {
              const file = resolve(root, LOCALES, `${language}.json`);
              const files = new Set<string>();
              for (const id of [`${file}?lean`, ...(sections ?? []).map((section) => `${file}?section=${section}`)])
                filesToRun(built(id), bundle, files);
              return [language, [...files].filter((f) => !needed.scripts.has(f)).map((f) => `${base}${f}`)];
            },
          ),
        );
        return (screen.landings ?? [screen.path]).map((address) => ({ address, screen, styles, modules, texts }));
      });
      const markup = await withRenderer(root, mode, async ({ renderScreen }) => {
        const rendered = new Map<string, string>();
        for (const { address, screen } of pages)
          if (screen.prerendered !== false) rendered.set(address, await renderScreen(`${base}${address}`, day));
        return rendered;
      });
      for (const { address, screen: shown, styles, modules, texts } of pages) {
        const screen = markup.get(address);
        let page: string;
        if (screen === undefined) {
          const preloads = modules.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
          page = indexHtml.replace('</head>', () => `${[...styles, ...preloads].join('\n    ')}\n  </head>`);
        } else {
          // The policy blocks style attributes written in a page (src/contentSecurityPolicy.ts), and
          // hydrating does not set them again: a screen pre-rendered with one would be drawn without it.
          if (/\sstyle="/.test(screen)) return this.error(`landing-pages: /${address} renders a style attribute`);
          // The gate fetches the modules and runs the entry (src/prerenderGate.ts). Replaced by
          // functions: the markup's text is not a replacement pattern.
          const textsAttribute = JSON.stringify(texts).replaceAll('"', '&quot;');
          const anyQuery = shown.prerendered === 'any query' ? ' data-any-query' : '';
          const gateTag = `<script src="${base}${gate}" data-modules="${[...entryImports, ...modules].join(' ')}" data-texts="${textsAttribute}"${anyQuery}></script>`;
          page = indexHtml
            .replace(modulepreload, '')
            .replace(entryTag, () => gateTag)
            .replace('</head>', () => `${styles.join('\n    ')}\n  </head>`)
            .replace(/<html\b/, () => `<html ${PRERENDER_ATTRIBUTE}="${base}${address}"`)
            // Inert until main.tsx has hydrated it: typed into sooner, a field would be emptied by the
            // app's first render, and a form sent by the browser itself.
            .replace('<div id="root"></div>', () => `<div id="root" inert data-rendered-on="${day}">${screen}</div>`);
          if (!page.includes(screen)) return this.error('landing-pages: index.html has no empty #root');
        }
        this.emitFile({ type: 'asset', fileName: `${address}.html`, source: page });
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
function testTier(
  name: string,
  environment: 'node' | 'jsdom',
  include: string[],
  exclude: string[] = [],
  { isolate = true } = {},
) {
  // The DOM's matchers and Testing Library load only where there is a DOM: in every Node file they
  // took about a fifth of a second to load, for nothing.
  const setupFiles = environment === 'jsdom' ? ['tests/setup/dom.ts'] : [];
  // A file that shares its modules (isolate: false) leaves no spy behind for the next file.
  const restoreMocks = !isolate;
  return { extends: true, test: { name, environment, include, exclude, setupFiles, isolate, restoreMocks } } as const;
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
      testTimeout: 20000,
      // Vitest's default keeps a core for itself, which on a 2-core machine is one worker and tiers
      // twice as long; its own process idles while the workers run. Threads start faster than forks.
      pool: 'threads',
      maxWorkers: Math.max(2, availableParallelism()),
      reporters: ['default', './tests/hardening/vitestReporter.ts'],
      // Two tiers (docs/testing.md), each in Node unless its files need a DOM: `npm run test:unit` runs
      // unit and unit-dom, `npm run test:integration` the other two; `vitest run` (`npm test`'s) all four.
      projects: [
        // Pure logic, nothing mocked or stubbed (eslint.config.js): one module graph a worker takes the tier
        // from 27 s to 16. The DOM tiers' screens share i18n and stores, so each of their files keeps its own.
        testTier('unit', 'node', ['tests/unit/**/*.test.ts'], DOM_TESTS, { isolate: false }),
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
