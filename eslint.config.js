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

/**
 * The back office's own boundaries (docs/architecture.md, "The back office"). They use ESLint's core
 * `no-restricted-imports`, so they add to the layer rules above instead of replacing them for these files.
 * Proved by scripts/lint-layers.test.ts.
 */
const restrictImports = (files, ignores, regex, message) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
});

const adminBoundaries = [
  // A feature folder builds on what every screen shares, never on another screen's internals: anything two
  // features both need moves to app/admin/shared/ (or to domain/ when it is a rule of the shop). Allowed:
  // './', '../shared/', '../../lib/', '../../components/', '~/app/admin/shared/', '~/app/lib/',
  // '~/app/components/', '~/domain/' and packages. Feature folders are flat: '../' is always another folder.
  restrictImports(
    ['app/admin/*/**'],
    ['app/admin/shared/**'],
    '^(\\.\\./(?!shared/)[^.]|\\.\\./\\.\\./(?!lib/|components/)[^.]|\\.\\./\\.\\./\\.\\.|~/(?!app/admin/shared/|app/lib/|app/components/|domain/))',
    'An admin feature imports only from app/admin/shared/, app/lib/, app/components/, domain/ and packages: move what two features share to app/admin/shared/.',
  ),
  // What every screen shares cannot depend on one screen.
  restrictImports(
    ['app/admin/shared/**'],
    [],
    '^(\\.\\./(?!\\.\\./)|~/app/admin/(?!shared/))',
    'app/admin/shared/ is what the admin features share: it imports none of them.',
  ),
  // The public pages stay out of the back office (and its bundle): what both need lives in app/lib/ or
  // app/components/. Relative paths are matched by the folder name `admin`, as the layer rules match theirs.
  restrictImports(
    ['app/**'],
    ['app/admin/**'],
    '^(~/app/admin|\\./admin|(\\.\\./)+admin)(/|$)',
    'Only app/admin/ imports from app/admin/: move what public code needs to app/lib/ or app/components/.',
  ),
  restrictImports(
    ['**/*.{js,ts,tsx}'],
    ['app/**'],
    '^(~/app/admin|(\\.\\./)+app/admin)(/|$)',
    'Only app/admin/ imports from app/admin/: move what others need to app/lib/ or domain/.',
  ),
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
  ...adminBoundaries,
);
