import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_MAP_BASE_URL,
  E2E_MAP_DATA_DIR,
  E2E_MAP_MAIL_FROM,
  E2E_MAP_PORT,
  E2E_MAP_SMTP_URL,
  E2E_PORT,
} from './tests/e2e/settings';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Journeys of several server processes on PostgreSQL (WEB_CONCURRENCY). */
const POSTGRES_JOURNEYS = /cluster\.spec\.ts$/;

/** A fixed secret: the e2e servers are throwaway and never reachable from outside this machine. */
const JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef0123456789abcdef';

const serverEnv = (port: number, dataDir: string) =>
  [
    'NODE_ENV=production',
    `JWT_SECRET=${JWT_SECRET}`,
    `PORT=${port}`,
    `SITE_URL=http://127.0.0.1:${port}`,
    'HOST=127.0.0.1',
    `DATA_DIR=${dataDir}`,
    `ADMIN_EMAIL=${E2E_ADMIN.email}`,
    `ADMIN_USERNAME=${E2E_ADMIN.username}`,
    `ADMIN_PASSWORD=${E2E_ADMIN.password}`,
    'LOG_LEVEL=error',
  ].join(' ');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A minute was too little on a slow two-core machine (stop 40's): flows through several back-office screens
  // took 41-53 s there and three went past it. Tests that are long by nature set more themselves.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser for this project.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: POSTGRES_JOURNEYS,
    },
    // As the unit tests' api-postgres project: journeys that need PostgreSQL run when TEST_DATABASE_URL names
    // one (CI does), since the embedded database is one process and cannot be served by several.
    ...(withPostgres
      ? [
          {
            name: 'postgres',
            use: { ...devices['Desktop Chrome'], channel: undefined },
            testMatch: POSTGRES_JOURNEYS,
          },
        ]
      : []),
  ],
  // Started one after the other: the first builds, the second reuses that build.
  webServer: [
    {
      command: `npx tsx tests/e2e/reset-data.ts ${E2E_DATA_DIR} ${E2E_MAP_DATA_DIR} && npm run build && ${serverEnv(E2E_PORT, E2E_DATA_DIR)} npx tsx server/index.ts`,
      url: `${E2E_BASE_URL}/api/health/`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `${serverEnv(E2E_MAP_PORT, E2E_MAP_DATA_DIR)} SEED=none SMTP_URL=${E2E_MAP_SMTP_URL} MAIL_FROM=${E2E_MAP_MAIL_FROM} npx tsx server/index.ts`,
      url: `${E2E_MAP_BASE_URL}/api/health/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
