import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// No component test reaches the network: a call its fake API does not answer fails instead.
beforeEach(() => {
  vi.stubGlobal('fetch', (request: Request) =>
    Promise.reject(new Error(`Nothing answers ${request.method} ${request.url} in this test.`)),
  );
});

// Testing Library unmounts by itself only under global test functions, which this project leaves off.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
