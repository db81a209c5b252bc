import type http from 'node:http';
import { EventEmitter } from 'node:events';
import next from 'next';
import type { ServerConfig } from '../config';

/**
 * Next, prepared to render behind our own HTTP server. It gets a stand-in server so it never attaches
 * its own upgrade listener (see upgrade.ts). Its hostname is the one it builds request URLs from, and
 * proxy rewrites come back as localhost URLs: any other name makes every rewrite look external and
 * loop through the proxy.
 */
export async function prepareNext(config: Pick<ServerConfig, 'dev' | 'port'>, dir: string) {
  const app = next({ dev: config.dev, dir, hostname: 'localhost', port: config.port, httpServer: new EventEmitter() as http.Server });
  await app.prepare();
  return app;
}
