import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Lint with zero warnings. The import boundaries of docs/architecture.md ("Layers") are rules here, checked
 * by scripts/boundaries.test.ts:
 * - shared imports neither server nor client nor Node modules;
 * - the client imports only types from the server; the server never imports the client;
 * - a client feature never imports another feature; client code outside features
 *   (components, lib, api, i18n) imports no feature and not the app; only the app composes them;
 * - in the server, only repositories and `db/` import `drizzle-orm` or the schema's tables as
 *   values (tests and `testing/` too: they arrange and read rows directly);
 * - the server's technology folders (http, images, db, storage, ...) import no feature folder.
 * Code imports through `#shared/`, `#server/` and `#client/`, never by relative path, so each
 * rule sees where an import really goes.
 */
const rule = '@typescript-eslint/no-restricted-imports';

const relative = {
  regex: '^\\.\\.?/',
  message: 'import through #shared/, #server/ or #client/, not by relative path.',
};
const serverValues = {
  regex: '^#server/',
  message: 'the client may import only types from the server (use `import type`).',
  allowTypeImports: true,
};
const dataLayer = [
  {
    regex: '^drizzle-orm(/|$)',
    message: 'queries live in *.repository.ts and db/: call a repository.',
    allowTypeImports: true,
  },
  {
    regex: '^#server/db/schema(\\.ts)?$',
    message:
      'the tables are for *.repository.ts and db/: call a repository (types may be imported).',
    allowTypeImports: true,
  },
];
const features = readdirSync(new URL('./src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server's technology folders (docs/architecture.md, "Layers"); every other folder is a feature. */
const technologyFolders = [
  'admission',
  'crypto',
  'db',
  'health',
  'http',
  'images',
  'logging',
  'mail',
  'metrics',
  'storage',
  'workers',
];

const noClient = { regex: '^#client/', message: 'the server never imports client code.' };
const noFeature = {
  regex: `^#server/(?!(${technologyFolders.join('|')}|config)/)[a-z0-9-]+/`,
  message:
    'a technology folder imports no feature: move the route or middleware to its feature, or what both need down here.',
};

const restrict = (...patterns) => ({ [rule]: ['error', { patterns }] });

// The editor core and its tests import no React.
const noReactImports = {
  regex: '^(react|react-dom|preact|scheduler)(/|$)',
  message: 'the editor core is plain TypeScript: no React (components live in editor/).',
};

// What no-restricted-imports does not see: React reached without a static import. JSX compiles to
// an import of react/jsx-runtime, `import('react')` loads it at run time, and `React.X` names
// the UMD global's types; each typechecks in the client project.
const reactPackages = '/^(react|react-dom|preact|scheduler)(\\u002F|$)/';
const noReactSyntax = [
  'error',
  ...['JSXElement', 'JSXFragment'].map((selector) => ({
    selector,
    message: 'the editor core is plain TypeScript: no JSX (components live in editor/).',
  })),
  {
    selector: `ImportExpression[source.value=${reactPackages}]`,
    message: 'the editor core is plain TypeScript: no React, not even loaded later.',
  },
  {
    selector: "TSQualifiedName[left.name='React']",
    message: 'the editor core is plain TypeScript: no React types (components live in editor/).',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'node_modules/**', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    languageOptions: { globals: {} },
    rules: restrict(
      relative,
      { regex: '^#(server|client)/', message: 'shared code imports neither server nor client.' },
      { regex: '^node:', message: 'shared code runs anywhere: no Node modules.' },
    ),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...restrict(relative, serverValues) },
  },
  {
    files: ['src/client/{components,lib,api,i18n}/**/*.{ts,tsx}'],
    rules: restrict(relative, serverValues, {
      regex: '^#client/(features|app)/',
      message: 'shared client code imports no feature and not the app; the app composes features.',
    }),
  },
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(relative, serverValues, {
      regex: `^#client/(app/|features/(?!${feature}/))`,
      message: `a feature never imports another feature or the app: move what ${feature} shares to src/client/components, lib or api.`,
    }),
  })),
  {
    // The editor core (document, commands, history, snapping, hit-testing) is plain TypeScript,
    // tested through a driver without a browser: no React, no DOM, nothing else of the client.
    files: ['src/client/features/editor/core/**/*.{ts,tsx}'],
    ignores: ['src/client/features/editor/core/**/*.test.ts'],
    rules: {
      ...restrict(relative, serverValues, noReactImports, {
        regex: '^#client/(?!features/editor/core/)',
        message: 'the editor core imports only itself and #shared/: no components, hooks or app.',
      }),
      'no-restricted-syntax': noReactSyntax,
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'the editor core runs without a browser: the DOM belongs to the components.',
        })),
      ],
    },
  },
  {
    // Its tests may read the editor's fixtures and texts, still without React.
    files: ['src/client/features/editor/core/**/*.test.ts'],
    rules: {
      ...restrict(relative, serverValues, noReactImports, {
        regex: '^#client/(app/|features/(?!editor/))',
        message: 'a feature never imports another feature or the app.',
      }),
      'no-restricted-syntax': noReactSyntax,
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict(
      relative,
      { regex: '^#client/', message: 'the server never imports client code.' },
      ...dataLayer,
    ),
  },
  {
    files: [
      'src/server/**/*.repository.ts',
      'src/server/db/**/*.ts',
      'src/server/**/*.test.ts',
      'src/server/testing/**/*.ts',
    ],
    rules: restrict(relative, {
      regex: '^#client/',
      message: 'the server never imports client code.',
    }),
  },
  {
    // The technology folders sit below the features: they serve every feature and know none.
    // A feature's route, middleware or type lives in that feature (session reading: the auth
    // feature sets `c.var.user`, http/session-user.ts reads it). Repositories and db/ keep
    // their tables.
    files: technologyFolders.map((folder) => `src/server/${folder}/**/*.ts`),
    ignores: ['src/server/**/*.test.ts'],
    rules: restrict(relative, noClient, noFeature),
  },
  {
    files: technologyFolders.map((folder) => `src/server/${folder}/**/*.ts`),
    ignores: ['src/server/**/*.test.ts', 'src/server/**/*.repository.ts', 'src/server/db/**'],
    rules: restrict(relative, noClient, noFeature, ...dataLayer),
  },
);
