// One lint config for the whole monorepo; packages run it from their own folder.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noDeepOrRelativeCrossPackage = [
  {
    group: ['@traguardo/*/src/*', '@traguardo/*/src'],
    message: "Importa dal sotto-percorso dichiarato in 'exports', non da src/.",
  },
  {
    group: ['../../*/src/**', '../../../**', '**/apps/**', '**/packages/**'],
    message: 'Niente import relativi tra pacchetti o verso un’app: usa @traguardo/<pacchetto>.',
  },
];

// A file name is kebab-case (index.d.ts-like suffixes allowed): 'goal-card.tsx', 'env.d.ts'.
const kebabCaseFileNames = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop() ?? '';
    const stem = name.split('.')[0] ?? '';
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem)) {
          context.report({ node, message: `Nome di file non kebab-case: ${name}.` });
        }
      },
    };
  },
};

/** The import patterns of our packages `names` ('ui' → '@traguardo/ui', '@traguardo/ui/*'). */
function ourPackages(...names) {
  return names.flatMap((name) => [`@traguardo/${name}`, `@traguardo/${name}/*`]);
}

function boundaries(extra) {
  return {
    'no-restricted-imports': ['error', { patterns: [...noDeepOrRelativeCrossPackage, ...extra] }],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/storybook-static*/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      traguardo: { rules: { 'kebab-case-file-names': kebabCaseFileNames } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Niente export *: esporta per nome.' },
        { selector: 'ExportDefaultDeclaration', message: 'Solo export con nome.' },
        {
          selector: "TSTypeReference[typeName.left.name='React'][typeName.right.name='FC']",
          message: 'Niente React.FC: tipizza le props.',
        },
      ],
      ...boundaries([]),
      'traguardo/kebab-case-file-names': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  // Dependency direction (design.md §1): domain imports nothing of ours and no React.
  {
    files: ['packages/domain/**/*.{ts,tsx}'],
    rules: boundaries([
      { group: ['@traguardo/*'], message: 'domain non importa altri pacchetti.' },
      { group: ['react', 'react-*', 'react/*', '@headlessui/*'], message: 'domain è senza React.' },
    ]),
  },
  {
    files: ['packages/sample-data/**/*.{ts,tsx}'],
    rules: boundaries([
      {
        group: ourPackages('ui'),
        message: 'sample-data dipende solo da domain.',
      },
      { group: ['react', 'react-*', 'react/*'], message: 'sample-data è senza React.' },
    ]),
  },
  // ledger: the investor's own money in IndexedDB (Dexie); queries and commands, no React.
  {
    files: ['packages/ledger/**/*.{ts,tsx}'],
    rules: boundaries([
      {
        group: ourPackages('ui', 'sample-data', 'persistence', 'app-runtime'),
        message: 'ledger dipende solo da domain e bank-import (le regole di partenza).',
      },
      { group: ['react', 'react-*', 'react/*'], message: 'ledger è senza React.' },
    ]),
  },
  // client-book: the advisor's own clients in IndexedDB (Dexie); queries and commands, no React.
  {
    files: ['packages/client-book/**/*.{ts,tsx}'],
    rules: boundaries([
      {
        group: ourPackages('ui', 'sample-data', 'persistence', 'app-runtime', 'ledger'),
        message: 'client-book dipende solo da domain e spreadsheet.',
      },
      { group: ['react', 'react-*', 'react/*'], message: 'client-book è senza React.' },
    ]),
  },
  // persistence: framework-free, it may use domain only, and keeps data, never shows it.
  {
    files: ['packages/persistence/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zustand', message: 'persistence è senza React: usa zustand/vanilla.' }],
          patterns: [
            ...noDeepOrRelativeCrossPackage,
            {
              group: ourPackages('ui', 'sample-data'),
              message: 'persistence dipende solo da domain.',
            },
            { group: ['react', 'react-*', 'react/*'], message: 'persistence è senza React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: boundaries([
      {
        group: ourPackages('sample-data'),
        message: 'ui usa sample-data solo in storie e test.',
      },
      {
        group: ourPackages('persistence'),
        message: 'ui è solo presentazione: la persistenza sta in @traguardo/persistence.',
      },
      {
        group: ['zustand', 'zustand/*'],
        message:
          'ui non tiene store: stanno in @traguardo/persistence o nell’app, e arrivano a ui tramite AppProvider.',
      },
      {
        group: ['@traguardo/app-runtime/worker-rpc', 'chart.js', 'chart.js/*'],
        message:
          'ui non parla con i worker né con chart.js: lo fanno @traguardo/chart-drawing e @traguardo/app-runtime.',
      },
    ]),
  },
  // ui holds no worker: a worker and its page side live in app-runtime or chart-drawing.
  {
    files: ['packages/ui/**/*.worker.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'Niente worker in ui: va in @traguardo/app-runtime o @traguardo/chart-drawing.',
        },
      ],
    },
  },
  // app-runtime: how an app starts and runs (mounting, prerender, the service worker, workers
  // and their transport, page-settled scheduling, the page's theme on <html>). No components,
  // no stored data.
  {
    files: ['packages/app-runtime/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: boundaries([
      {
        group: ourPackages('ui', 'sample-data', 'persistence'),
        message:
          'app-runtime dipende solo da domain: i componenti stanno in ui, i dati in persistence.',
      },
    ]),
  },
  // chart-drawing: chart.js's side of the charts (each chart's configuration from plain figures,
  // the chart worker and the page's link to it). No React: ui's chart components draw with it.
  {
    files: ['packages/chart-drawing/**/*.{ts,tsx}'],
    rules: boundaries([
      {
        group: ourPackages('ui', 'sample-data', 'persistence'),
        message: 'chart-drawing dipende solo da domain e app-runtime: i componenti stanno in ui.',
      },
      { group: ['react', 'react-*', 'react/*'], message: 'chart-drawing è senza React.' },
    ]),
  },
  // bank-import: reads statement files into plain typed values (bytes in, movements out);
  // no React, no storage: the ledger takes what it returns.
  {
    files: ['packages/bank-import/**/*.{ts,tsx}'],
    rules: boundaries([
      {
        group: ourPackages('ui', 'sample-data', 'persistence', 'ledger'),
        message:
          'bank-import dipende solo da domain, app-runtime e spreadsheet: restituisce valori, non scrive.',
      },
      { group: ['react', 'react-*', 'react/*'], message: 'bank-import è senza React.' },
    ]),
  },
  // spreadsheet: an .xlsx workbook's bytes in, rows of text out (exceljs, loaded on demand);
  // generic, so it knows no package of ours: each import says its refusals in its own words.
  {
    files: ['packages/spreadsheet/**/*.{ts,tsx}'],
    rules: boundaries([
      { group: ['@traguardo/*'], message: 'spreadsheet non importa altri pacchetti.' },
      { group: ['react', 'react-*', 'react/*'], message: 'spreadsheet è senza React.' },
    ]),
  },
  // A feature never imports another feature: what two features share goes to the app's
  // components/ or stores/, or to a package.
  {
    files: ['apps/*/src/features/**/*.{ts,tsx}'],
    rules: boundaries([
      {
        regex: '^\\.\\./(?!\\.\\./)[^/]+/',
        message: 'Una feature non importa un’altra feature: sposta il codice condiviso.',
      },
    ]),
  },
  // Config files at the roots of the workspace default-export by convention.
  {
    files: [
      '**/vite.config.ts',
      '**/vitest.config.ts',
      'vite.config.base.ts',
      'vitest.shared.ts',
      'playwright.config.ts',
      '.storybook/**',
      '**/*.stories.tsx',
    ],
    rules: {
      'no-restricted-syntax': 'off',
      'no-restricted-imports': 'off',
    },
  },
  // Build code runs in Node when Vite loads a config: Vite bundles the relative files a config
  // imports but leaves a package name to Node, which cannot load a package's TypeScript source.
  // So the build plugins read the facts they share with the apps (event and attribute names,
  // the time zone) through a relative path to the module that owns each, and nothing else.
  {
    files: ['vite-plugins/**/*.ts', 'vite.config.base.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepOrRelativeCrossPackage[0],
            { group: ['**/apps/**'], message: 'Il codice di build non importa un’app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
