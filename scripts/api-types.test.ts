import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from './lib/api-types';

describe('the admin API types', () => {
  it('are what the routes generate now (run `npm run api:types` after changing a route or a view)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes());
  });
});
