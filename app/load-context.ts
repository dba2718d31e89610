import type { Db } from '~/db/client';
import type { Env } from '~/server/env';
import type { Logger } from '~/server/logger';
import type { RenderedPage } from '~/server/http/types';
import type { MediaStore } from '~/server/services/media/media-store';

declare module 'react-router' {
  /** Loaders and actions reach the database through this, never through an HTTP hop to our own API. */
  interface AppLoadContext {
    db: Db;
    env: Env;
    media: MediaStore;
    logger: Logger;
    /** The requesting client as the API sees it (socket, or X-Forwarded-For behind TRUST_PROXY). */
    clientAddress: string;
    /** Sends waiting e-mail now instead of on the mail worker's next tick. */
    wakeMail?: () => void;
    /**
     * This response's CSP nonce (server/http/security-headers.ts); components read it with useNonce(). None on a
     * page the public cache keeps, whose policy names its inline scripts' hashes instead.
     */
    nonce: string | undefined;
    /** On such a page, where the renderer hands the page over for its policy and its kept copy. */
    recordPage?: (page: RenderedPage) => void;
  }
}

export {};
