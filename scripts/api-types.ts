/** Writes the admin's API types from the OpenAPI document generated in-process: no server needed. */
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from './lib/api-types';

writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`Wrote ${API_TYPES_FILE}`);
