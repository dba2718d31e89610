import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createLoadContext } from '../app/load-context';
import { DataDirLockedError, openDatabase } from '../db/client';
import { createApp } from './app';
import { ensureSuperuser } from './bootstrap';
import { EnvError, loadEnv } from './env';
import type { AppDeps } from './http/types';
import { createLogger } from './logger';
import { LocalMediaStore } from './services/media-store';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const production = env.NODE_ENV === 'production';
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await ensureSuperuser(database.db, env, logger);

  const deps: AppDeps = {
    database,
    env,
    logger,
    media: new LocalMediaStore(env.mediaDir),
    now: () => new Date(),
  };
  const loadContext = () => createLoadContext({ db: database.db, env, media: deps.media });
  const server = createServer();

  if (production) {
    const buildDir = path.resolve('build');
    const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
    const handle = createRequestHandler(build, 'production');
    const assets = serveStatic({
      root: path.join(buildDir, 'client'),
      onFound: (filePath, c) => {
        // Vite fingerprints everything under /assets, so those files never change under the same name.
        if (filePath.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    const app = createApp(deps, { assets, pages: (c) => handle(c.req.raw, loadContext()) });
    server.on('request', getRequestListener(app.fetch));
  } else {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } } });
    const app = createApp(deps, {
      pages: async (c) => {
        const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
        return createRequestHandler(build, 'development')(c.req.raw, loadContext());
      },
    });
    const listener = getRequestListener(app.fetch);
    server.on('request', (req, res) => vite.middlewares(req, res, () => listener(req, res)));
    server.on('close', () => void vite.close());
  }

  server.listen(env.PORT, env.HOST, () => {
    logger.info('server.started', { url: `http://localhost:${env.PORT}`, database: database.engine });
    if (env.logLevel !== 'info') process.stdout.write(`Shop running at http://localhost:${env.PORT}\n`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('server.stopping', { signal });
    // Refuse new connections, let in-flight requests finish, then close the database so PGlite flushes cleanly.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    server.close(async () => {
      clearTimeout(force);
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
