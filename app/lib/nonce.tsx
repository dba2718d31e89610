import { createContext, useContext } from 'react';

/** Filled by app/entry.server.tsx with the response's CSP nonce; empty in the browser, which hides nonces. */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The nonce every `<script>` a component renders must carry (JSON-LD, islands, speculation rules): without it
 * the page's Content-Security-Policy refuses the script. React Router's own scripts get it from ServerRouter.
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
