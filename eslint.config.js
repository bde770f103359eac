// Lint: typescript-eslint's recommended rules, the rules of hooks, sorted imports, and the layer rules
// that keep the architecture (README, docs) true: the domain is pure, screens and atoms reach storage
// and the network only through services. Formatting is Prettier's (prettier.config.js), not ESLint's.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const IO_PACKAGES = ['@supabase/supabase-js', 'idb-keyval', 'openai'];

// Flat-config blocks replace a rule's options rather than merge them: each block below lists Jotai too.
const THE_APP_JOTAI = 'src/state/jotai.ts';
const JOTAI_PATHS = ['jotai', 'jotai/utils'].map((name) => ({
  name,
  message: `State goes through the app's one Jotai module (${THE_APP_JOTAI}).`,
}));

/** The layer rules, exported so the lint rules' own test can check them on fixtures. */
export const layerRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [THE_APP_JOTAI],
    rules: { 'no-restricted-imports': ['error', { paths: JOTAI_PATHS }] },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...IO_PACKAGES, 'react', 'react-dom', 'jotai', 'i18next', 'react-i18next', 'react-router-dom'].map(
            (name) => ({
              name,
              message: 'src/domain is pure: no React, state, i18n or I/O (see README, Architecture).',
            }),
          ),
          patterns: [
            {
              group: [
                '**/services/**',
                '**/state/**',
                '**/routes/**',
                '**/components/**',
                '**/knowledge/**',
                // The catalogue and the decision's costs are data, leaves the domain may read.
                '!**/knowledge/items.json',
                '!**/knowledge/harm-costs.json',
                '**/workers/**',
              ],
              message: 'src/domain imports only src/domain, pure libraries, the catalogue and the harm costs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/routes/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/state/**/*.{ts,tsx}'],
    ignores: [THE_APP_JOTAI],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...IO_PACKAGES.map((name) => ({
              name,
              message: 'Screens and atoms reach storage and the network only through src/services.',
            })),
            ...JOTAI_PATHS,
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'public/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      // A variable a closure reads before its one assignment (a timer cleared on an early abort) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // TypeScript's noUnusedLocals/Parameters already report these; "_" marks a deliberate skip.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  ...layerRules,
  {
    // The Node unit tier shares one module graph a worker (vite.config.ts, isolate: false), so a file
    // that mocked a module or stubbed a global would change it for the files after it.
    files: ['tests/unit/**/*.test.ts'],
    ignores: ['tests/unit/**/*.dom.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'The Node unit tier shares its modules between files: a .dom.test.ts file has its own.',
        })),
      ],
    },
  },
  {
    // The stand-ins take whatever JSON the real clients send, as the real services do.
    files: ['tests/standIns/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
