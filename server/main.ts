import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { readConfig } from './config';
import { logger } from './logger';
import { getDb, dialectOf, envConfig } from './db/client';
import { prepareDatabase } from './db/prepare';
import { handleApiRequest } from './api';
import { startFeedTicker } from './feed/ticker';
import { createUpgradeRouter } from './http/upgrade';
import { createStreams } from './streams';
import { getRedis } from './redis/client';
import { startChat } from './chat/broker-startup';
import { createChatService } from './chat/service';
import { setChatRuntime } from './chat/runtime';
import { createRequestHandler } from './http/request-handler';
import { readSecurityConfig } from './http/security-headers';
import { prepareNext } from './http/next-app';
import { startMockServer } from './mock/main';
import { startMediaPipeline } from './media-pipeline/runtime';
import { mediaJobConcurrency, startMediaWorker } from './media-pipeline/jobs/worker';
import { VIEWER_SYNC_MS } from '@/lib/domain/viewing';
import { defaultViewerCounter, startViewerSync } from './viewers/runtime';
import { EVENT_REMINDER_SWEEP_MS } from '@/lib/domain/events';
import { startEventReminders } from './services/events/reminders';

async function main(): Promise<void> {
  const config = readConfig();
  if (process.env.API_MOCKING === '1') return startMockServer(config);
  const dir = process.cwd();
  const db = await getDb();
  await prepareDatabase(db, envConfig(), { seed: false });
  const feed = config.feedEnabled ? startFeedTicker(db) : null;
  const viewers = startViewerSync(db, defaultViewerCounter(), VIEWER_SYNC_MS);
  const reminders = startEventReminders(db, EVENT_REMINDER_SWEEP_MS);

  const app = await prepareNext(config, dir);
  const nextHandler = app.getRequestHandler();
  const apiListener = getRequestListener(handleApiRequest);
  const distDir = path.join(dir, '.next');
  const streams = await createStreams(db, path.join(dir, 'public'));

  const server = http.createServer(createRequestHandler({
    api: (req, res) => void apiListener(req, res),
    streams,
    render: (req, res) => void nextHandler(req, res),
    distDir,
    pageCacheMs: config.pageCacheMs,
    security: readSecurityConfig(process.env, config.dev),
  }));

  const chat = await startChat({
    redis: getRedis(config.redisUrl),
    createService: (runtime) => {
      // The REST moderation routes reach the sockets through the same bus.
      setChatRuntime(runtime);
      return createChatService({ getDb, ...runtime });
    },
  });
  const media = await startMediaPipeline(db);
  const packaging = startMediaWorker({ getDb, redis: config.redisUrl, concurrency: mediaJobConcurrency(), node: media.node });
  server.on('upgrade', createUpgradeRouter({ chat: chat.handleUpgrade, ingest: media.handleUpgrade, next: config.dev ? app.getUpgradeHandler() : undefined }));

  await new Promise<void>((resolve) => server.listen(config.port, config.hostname, resolve));
  logger.info({ port: config.port, hostname: config.hostname, dev: config.dev, db: dialectOf({ databaseUrl: config.databaseUrl }) }, 'portal ready');

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    feed?.stop();
    void Promise.all([media.close(), packaging.stop()]).catch((err: unknown) => logger.error({ err }, 'media pipeline shutdown failed'));
    viewers.stop();
    reminders.stop();
    // Chat sockets first: an open WebSocket would keep server.close() waiting.
    void chat.close().catch((err: unknown) => logger.error({ err }, 'chat shutdown failed')).finally(() => {
      setChatRuntime(null);
      server.close(() => void db.destroy().finally(() => process.exit(0)));
    });
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
});
