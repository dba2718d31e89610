import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may; under the pages' Content-Security-Policy
 * (no 'unsafe-eval') even its probe is reported as a violation. The admin's forms parse small objects, so
 * the interpreted parser costs nothing noticeable.
 */
z.config({ jitless: true });
