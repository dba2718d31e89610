import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layer rules of docs/architecture.md. An import is refused when its path, written with the `~/` alias or
 * relatively, reaches a folder the layer must not depend on. Proved by scripts/lint-layers.test.ts.
 */
const reaching = (folders) => `^(~/(${folders})|(\\.\\./)+(${folders}))(/|$)`;

function layer({ files, ignores = [], folders, message, allowTypeImports = false }) {
  const pattern = { regex: reaching(folders), message, allowTypeImports };
  return {
    files,
    ignores,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [pattern] }] },
  };
}

const layers = [
  // The rules of the shop are plain TypeScript: the browser, the server and the scripts all load them.
  layer({
    files: ['domain/**'],
    folders: 'server|app|db',
    message: "domain/ holds the shop's rules and imports no other layer.",
  }),
  // Schema, migrations and the connection: everything else builds on them, so they build on nothing of ours.
  layer({ files: ['db/**'], folders: 'server|app', message: 'db/ imports nothing from server/ or app/.' }),
  // Services are called by routes, page loaders and scripts alike, so they speak the shop's errors, not HTTP.
  layer({
    files: ['server/services/**'],
    folders: 'server/http|server/api|http|api',
    message: 'Services know no HTTP: throw the typed errors of server/errors.ts and let the route answer.',
  }),
  // Browser code must never bundle the server. Route modules may import it (React Router strips loaders and
  // actions from the client build), as may `*.server.ts(x)` modules (which it refuses to bundle at all).
  // Type-only imports are erased, so the request context (app/load-context.ts) may still name server types.
  layer({
    files: ['app/**'],
    ignores: ['app/routes/**', 'app/**/*.server.ts', 'app/**/*.server.tsx'],
    folders: 'server',
    message: 'Only route modules (loaders, actions) and *.server.ts(x) modules reach server/.',
    allowTypeImports: true,
  }),
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layers,
);
