/** Settings shared by playwright.config.ts and the journeys: the servers the config starts and their admin. */

/** `E2E_PORT` lets two checkouts run their journeys side by side; the map server takes the next port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * A second server, identical but with an empty catalogue, for the journeys that change the company's settings
 * (the map, the Settings screen): the main server's pages keep the demo values the other journeys expect.
 */
export const E2E_MAP_PORT = E2E_PORT + 1;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_MAP_BASE_URL = `http://127.0.0.1:${E2E_MAP_PORT}`;
/** A known provider's embed address; the journey answers it with page.route, so nothing leaves the machine. */
export const E2E_MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=121.03%2C14.63%2C121.05%2C14.65&layer=mapnik';

/**
 * The settings server sends mail to this local port, where nothing listens unless a journey starts a test SMTP
 * server there (one that refuses, to see mail fail, or one that takes it): no mail ever leaves the machine.
 */
export const E2E_MAP_SMTP_PORT = E2E_PORT + 2;
export const E2E_MAP_SMTP_URL = `smtp://127.0.0.1:${E2E_MAP_SMTP_PORT}`;
export const E2E_MAP_MAIL_FROM = 'shop@example.ph';

export const E2E_ADMIN = {
  email: 'admin@example.com',
  username: 'admin',
  password: 'E2e-Admin-Passw0rd-Fixed',
} as const;

export const E2E_DATA_DIR = '.tmp/e2e-data';
export const E2E_MAP_DATA_DIR = '.tmp/e2e-data-map';
