import type { KnipConfig } from 'knip';

/**
 * What `npm run lint:knip` checks: no file, export or dependency that nothing uses. Knip's own plugins find
 * React Router's routes (app/routes.ts, with the `./+types/*` modules that `react-router typegen` writes, so
 * lint:knip runs it first), the vite, vitest, playwright, eslint and drizzle configs with their test files,
 * and the files package.json's scripts run; the entries below are the ones it cannot infer. It reads only
 * the disk: no network.
 */
const config: KnipConfig = {
  entry: [
    // Each is run by name: `tsx scripts/x.ts` from package.json, or bench/run.ts starting bench/activity.ts.
    'scripts/*.ts',
    'bench/*.ts',
    // Forked by server/demo/seed.ts as a file path, and an entry point of its own in scripts/build-server.ts.
    'server/demo/demo-images-worker.ts',
    // Only declares the types of React Router's load context (`declare module`): tsc reads it, nothing imports it.
    'app/load-context.ts',
  ],
  project: ['**/*.{ts,tsx,css}'],
  ignoreDependencies: [
    // Loaded by file path, which knip does not read as an import: the PDF's fonts through
    // require.resolve(`@fontsource/noto-sans/files/…`) in server/services/quotations/quotation-pdf.tsx, and
    // Swagger UI's folder through createRequire().resolve in server/api/docs/docs.routes.ts.
    '@fontsource/noto-sans',
    'swagger-ui-dist',
    // Command-line tools started from node_modules/.bin by scripts/lint-api.ts and scripts/lighthouse.ts.
    '@redocly/cli',
    '@stoplight/spectral-cli',
    'lighthouse',
  ],
};

export default config;
