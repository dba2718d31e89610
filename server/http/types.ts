import type { Database } from '~/db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { AuthUser } from '../services/auth/auth';
import type { MediaStore } from '../services/media/media-store';

/** What every request handler can reach: created once per app, never per request. */
export interface AppDeps {
  database: Database;
  env: Env;
  logger: Logger;
  media: MediaStore;
  /** The clock every time-based rule reads, so tests can move time instead of waiting. */
  now: () => Date;
  /** Sends waiting e-mail now instead of on the mail worker's next tick (absent without a worker). */
  wakeMail?: () => void;
  /** How login delays wait; tests record them instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
}

/** A public page rendered for the public cache to keep: the UTF-8 bytes sent, and its inline scripts' CSP hashes. */
export interface RenderedPage {
  bytes: Uint8Array<ArrayBuffer>;
  scriptHashes: readonly string[];
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: AuthUser | null;
    requestId: string;
    /**
     * This response's CSP nonce: every script a page carries must have it. None for a page whose bytes the
     * public cache keeps, which a policy of script hashes covers instead (`hashedPolicy`).
     */
    nonce: string | undefined;
    /** Set by the public cache for an answer it will keep: its page's policy names script hashes, not a nonce. */
    hashedPolicy?: boolean;
    /**
     * Such a page as its renderer wrote it (app/entry.server.tsx): its bytes and its inline scripts' hashes.
     * The policy and the kept copy are made from these, which spares reading the page back out of its
     * response (a Fetch body, streamed) and searching it again.
     */
    renderedPage?: RenderedPage;
    /**
     * Set by the public cache when it answers from what it keeps (or with a 304): the answer is final, and
     * middleware around it leaves it untouched, since reading its headers turns @hono/node-server's light
     * response, written straight to the socket, into a Fetch Response it must copy header by header.
     */
    finalAnswer?: boolean;
  };
};
