import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { Context } from 'hono';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { DataDirLockedError, openDatabase } from '~/db/client';
import { seedDemoCatalogue } from './demo/seed';
import { createApp } from './app';
import { ensureSuperuser } from './bootstrap';
import { EnvError, loadEnv } from './env';
import { clientAddress, hopCountExposed } from './http/client-address';
import { staticAssets } from './http/static-assets';
import type { AppDeps, AppEnv } from './http/types';
import { createLogger } from './logger';
import { forwardsSettled, startForwardingWorker } from './services/inquiries/inquiries';
import { inFlight } from './services/shared/in-flight';
import { createMediaStore } from './services/media/media-store';
import { backupKeys } from './services/backup/backup';
import { startBackupSchedule } from './services/backup/backup-schedule';
import { startMailWorker } from './services/mail/outbox';
import { startOverdueReminders } from './services/payments/overdue-reminders';
import { startExpiryReminders } from './services/quotations/expiry-reminders';
import { ensureSettings } from './services/settings/settings';

/**
 * The embedded database's memory is this process's too (PGlite's WebAssembly heap), so there V8 collects its
 * old generation once it doubles rather than letting it grow about threefold first, as it does under a high
 * rate of short-lived answers. Under the demo shop's heaviest load (10 clients, 9,000–30,000 answers a second)
 * the peak fell from 366–384 to 261–326 MB; cold pages on 50,000 embedded products cost about 5 % more. On
 * PostgreSQL V8 keeps its own growth: the same setting there made the cold mix 10–15 % slower.
 */
const EMBEDDED_HEAP_GROWTH = '--heap-growing-percent=100';

async function main(): Promise<void> {
  const built = process.argv.includes('--built');
  // `npm start` passes --local: a try-out on one's own machine may run on a generated secret kept in DATA_DIR.
  const env = loadEnv(process.env, { built, local: process.argv.includes('--local') });
  // A person at a terminal reads short lines; a collector (output not a terminal) gets JSON.
  const logger = createLogger(env.logLevel, env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'));
  if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
    serveFromWorkers(env.WEB_CONCURRENCY, logger);
    return;
  }
  const serveBuild = env.NODE_ENV === 'production' || built;
  if (hopCountExposed(env.TRUST_PROXY, env.HOST)) {
    // Logged as an error so it shows at LOG_LEVEL=error too: it is a setting to fix, not news.
    logger.error('server.trust_proxy_exposed', {
      detail:
        'TRUST_PROXY counts proxy hops but HOST listens on every interface: a client that reaches the app ' +
        'directly can choose its own address. Listen on a private address (HOST) or list the proxies instead.',
    });
  }
  const opening = Date.now();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    maintain: true,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT * 1000,
  });
  logger.info('database.opened', { engine: database.engine, ms: Date.now() - opening });

  const deps: AppDeps = {
    database,
    env,
    logger,
    media: createMediaStore(env, database.db),
    now: () => new Date(),
  };
  await database.exclusive(async () => {
    await ensureSuperuser(database.db, env, logger);
    await ensureSettings(database.db);
    if (env.SEED === 'demo') {
      const seeded = await seedDemoCatalogue(database.db, deps.media);
      if (seeded.products > 0) logger.info('seed.demo_catalogue', { ...seeded });
    }
  });
  const stopForwarding = startForwardingWorker({ db: database.db, env, logger });
  const mailWorker = startMailWorker({ db: database.db, env, logger });
  deps.wakeMail = mailWorker.wake;
  const stopReminders = startExpiryReminders({
    db: database.db,
    env,
    logger,
    wakeMail: mailWorker.wake,
  });
  const stopOverdueReminders = startOverdueReminders({
    db: database.db,
    env,
    logger,
    wakeMail: mailWorker.wake,
  });
  // The schedule takes no lock of its own: with several workers, the first one makes the backups.
  const stopBackups =
    env.BACKUP_SCHEDULE && firstWorker()
      ? startBackupSchedule({
          database,
          media: deps.media,
          logger,
          schedule: env.BACKUP_SCHEDULE,
          dir: env.backupDir,
          keep: env.BACKUP_KEEP,
          options: { keys: backupKeys(env.backupSecret), encrypt: env.BACKUP_ENCRYPT },
        })
      : async () => {};
  // The client address rides along so page actions (the no-JavaScript inquiry post) share the API's rate limit.
  const loadContext = (c: Context<AppEnv>): AppLoadContext => ({
    db: database.db,
    env,
    media: deps.media,
    logger,
    clientAddress: clientAddress(c),
    wakeMail: mailWorker.wake,
    nonce: c.var.nonce,
    recordPage: c.var.hashedPolicy ? (page) => c.set('renderedPage', page) : undefined,
  });
  /**
   * An idle keep-alive connection stays open longer than the idle timeout of the proxies and clients in front
   * (60 s at common load balancers): with Node's 5 s the server closed sockets a client was just reusing, and
   * that request failed with a reset (seen in the browser tests' API calls, and a proxy would answer 502).
   */
  const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  const requests = inFlight();
  const listen = (fetch: Parameters<typeof getRequestListener>[0]) =>
    getRequestListener((request, bindings) => {
      const answer = fetch(request, bindings);
      // An answer made at once (a kept page) keeps @hono/node-server's path for answers that are not promises.
      return answer instanceof Promise ? requests.track(answer) : answer;
    });

  if (serveBuild) {
    const buildDir = path.resolve('build');
    const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
    const handle = createRequestHandler(build, 'production');
    const assets = staticAssets(path.join(buildDir, 'client'));
    const app = createApp(deps, {
      assets,
      pages: (c) => handle(c.req.raw, loadContext(c)),
      deployment: deploymentOf(build, buildDir),
    });
    server.on('request', listen(app.fetch));
  } else {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } } });
    // Vite's dependency compiler exits the process on SIGTERM; our own handler below drains requests first.
    process.removeAllListeners('SIGTERM');
    const app = createApp(deps, {
      pages: async (c) => {
        const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
        return createRequestHandler(build, 'development')(c.req.raw, loadContext(c));
      },
    });
    const listener = listen(app.fetch);
    server.on('request', (req, res) => vite.middlewares(req, res, () => listener(req, res)));
    server.on('close', () => void vite.close());
  }

  server.listen(env.PORT, env.HOST, () => {
    // Once serving: start-up's own work (migrations, the demo's images) keeps V8's adaptive growth.
    if (database.engine === 'pglite') v8.setFlagsFromString(EMBEDDED_HEAP_GROWTH);
    logger.info('server.started', { url: `http://localhost:${env.PORT}`, database: database.engine });
    if (env.logLevel !== 'info' && firstWorker())
      process.stdout.write(`Shop running at http://localhost:${env.PORT}\n`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('server.stopping', { signal });
    // Refuse new connections, let in-flight requests finish, then close the database so PGlite flushes cleanly.
    // A request whose client hung up is no longer a connection but may still be reading: it finishes first.
    const force = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
    const started = Date.now();
    server.close(async () => {
      clearTimeout(force);
      await requests.settled(Math.max(0, STOP_GRACE_MS - (Date.now() - started)));
      stopForwarding();
      await forwardsSettled();
      await mailWorker.stop();
      await stopBackups();
      await stopReminders();
      await stopOverdueReminders();
      await database.close();
      logger.info('server.stopped', {});
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The shop could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});

/** How long a stopping server lets its requests finish before it cuts their connections and closes the database. */
const STOP_GRACE_MS = 10_000;

const WORKER_INDEX = 'SHOP_WORKER_INDEX';
/** A worker that dies sooner than this after it started is failing to start, not crashing: stop, do not loop. */
const START_FAILURE_MS = 10_000;

/** One process, or the first of the cluster's workers (a replacement of the first is the first again). */
function firstWorker(): boolean {
  return !cluster.isWorker || process.env[WORKER_INDEX] === '0';
}

/**
 * WEB_CONCURRENCY above 1 (PostgreSQL only): this process forks that many workers sharing the port, each a whole
 * node of the shop as several machines would be (start-up takes turns under the database's advisory lock, the
 * background jobs claim their rows, every cache is keyed by the catalogue version), and replaces one that dies.
 * It serves nothing itself. What each worker keeps in memory, such as the search allowance per address, is per
 * worker.
 */
function serveFromWorkers(count: number, logger: ReturnType<typeof createLogger>): void {
  const indexOf = new Map<number, { index: number; started: number }>();
  const fork = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(index) });
    indexOf.set(worker.id, { index, started: Date.now() });
  };
  let stopping = false;
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  cluster.on('exit', (worker, code, signal) => {
    const entry = indexOf.get(worker.id);
    indexOf.delete(worker.id);
    if (stopping || !entry) {
      if (indexOf.size === 0) process.exit();
      return;
    }
    logger.error('server.worker_exited', { worker: entry.index, code, signal });
    if (Date.now() - entry.started < START_FAILURE_MS) {
      process.exitCode = 1;
      stop();
      return;
    }
    fork(entry.index);
  });
  for (let index = 0; index < count; index += 1) fork(index);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * Names what this build serves, for the pages' ETags: the router's assets and the islands' own build (pages
 * name the islands' files, which React Router's asset version does not cover).
 */
function deploymentOf(build: ServerBuild, buildDir: string): string {
  const islands = readFileSync(path.join(buildDir, 'client/.vite/islands-manifest.json'));
  return `${build.assets.version}-${createHash('sha256').update(islands).digest('hex').slice(0, 12)}`;
}
