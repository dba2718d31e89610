import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['server/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest leaves a core to its main process by default, which on CI's two cores runs one file at a time. The
    // API files spend much of their time waiting on PostgreSQL and in imports: on such a machine a file per core
    // took the whole run from 12m46s to 9m49s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'app/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Components as a person sees them. A project of its own, rather than a `@vitest-environment` comment in
          // each file, so no new component test can forget its DOM and only these files load one. happy-dom over
          // jsdom: fewer dependencies, and a fetch and Request of its own that read `/api/...` against the page.
          name: 'components',
          include: ['app/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['app/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: apiTests,
          globalSetup: ['server/test/global-setup.ts'],
          env: { TEST_DB_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: apiTests,
                // These exercise PGlite's data directory and settings parsing, which PostgreSQL runs don't change.
                exclude: ['db/client.test.ts', 'server/env.test.ts'],
                globalSetup: ['server/test/global-setup.ts'],
                env: { TEST_DB_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
