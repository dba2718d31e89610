/** Settings shared by playwright.config.ts and the journeys: the servers the config starts and their admin. */

/** `E2E_PORT` lets two checkouts run their journeys side by side; the map server takes the next port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** A second server, identical but with MAP_EMBED_URL set, for the contact page's map journey. */
export const E2E_MAP_PORT = E2E_PORT + 1;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_MAP_BASE_URL = `http://127.0.0.1:${E2E_MAP_PORT}`;
/** Same-host address so the map journey never reaches the internet; the test answers it with page.route. */
export const E2E_MAP_EMBED_URL = `${E2E_MAP_BASE_URL}/e2e-map-embed`;

export const E2E_ADMIN = {
  email: 'admin@example.com',
  username: 'admin',
  password: 'E2e-Admin-Passw0rd-Fixed',
} as const;

export const E2E_DATA_DIR = '.tmp/e2e-data';
export const E2E_MAP_DATA_DIR = '.tmp/e2e-data-map';
