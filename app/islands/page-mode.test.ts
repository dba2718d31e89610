import { describe, expect, it } from 'vitest';
import { hydratesIslandsOnly } from './page-mode';

describe('hydratesIslandsOnly', () => {
  it('lets the deepest route that says decide', () => {
    const root = { handle: undefined };
    const store = { handle: { hydrate: 'islands' } };
    expect(hydratesIslandsOnly([root, store, { handle: undefined }])).toBe(true);
    expect(hydratesIslandsOnly([root, store, { handle: { hydrate: 'document' } }])).toBe(false);
  });

  it('hydrates the whole document when no route says', () => {
    expect(hydratesIslandsOnly([{ handle: undefined }, { handle: {} }])).toBe(false);
    expect(hydratesIslandsOnly([])).toBe(false);
  });
});
