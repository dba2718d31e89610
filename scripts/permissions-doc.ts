import { writeFileSync } from 'node:fs';
import { PERMISSIONS_DOC, renderPermissionsDoc } from '~/server/permissions/render';

/** Rewrites docs/permissions.md from the permission matrix; permissions.test.ts fails until this has run. */
writeFileSync(PERMISSIONS_DOC, await renderPermissionsDoc());
console.log(`Wrote ${PERMISSIONS_DOC}`);
