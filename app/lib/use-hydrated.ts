import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while an island hydrates, true once its script runs: markup that must work without
 * JavaScript renders first, and the scripted version replaces it without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
