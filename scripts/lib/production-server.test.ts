import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './production-server';

describe('the built server’s Node options', () => {
  it('are the ones npm start runs it with, so measurements see what users run', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} build/node/index.js --built --local`);
  });
});
