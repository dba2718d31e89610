import { createContext } from 'react';

/**
 * True inside an island: its React handles what server-only markup leaves to small scripts. Not in
 * island.tsx, so the loader imports no component module before the development preamble is installed.
 */
export const InsideIsland = createContext(false);
