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
     * On such a page, where its renderer hands over the hashes of the inline scripts it wrote, which spares
     * reading the page back to find them.
     */
    recordScriptHashes?: (hashes: readonly string[]) => void;
    /**
     * Set by the public cache when it answers from what it keeps (or with a 304): the answer is final, and
     * middleware around it leaves it untouched, since reading its headers turns @hono/node-server's light
     * response, written straight to the socket, into a Fetch Response it must copy header by header.
     */
    finalAnswer?: boolean;
  };
};
