import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { ServerConfig } from '../config';
import { logger } from '../logger';
import { handleApiRequest } from '../api';
import { createUpgradeRouter } from '../http/upgrade';
import { createRequestHandler } from '../http/request-handler';
import { readSecurityConfig } from '../http/security-headers';
import { prepareNext } from '../http/next-app';
import { createMockChatSocket } from './chat-socket';
import { installMockApi } from './hook';
import { openDemoStore } from './demo-store';
import { createMockStreams } from './streams';

/** A page or asset request as the scenario handlers take it (no body: such requests carry none). */
function requestOf(req: http.IncomingMessage, port: number): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return new Request(`http://127.0.0.1:${port}${req.url ?? '/'}`, { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers });
}

async function writeAnswer(res: http.ServerResponse, answer: Response): Promise<void> {
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** Why the QA mode will not start in this environment, or null when it may. */
export function mockModeRefusal(config: Pick<ServerConfig, 'databaseUrl' | 'redisUrl'>): string | null {
  if (config.databaseUrl || config.redisUrl) return 'API_MOCKING=1 is refused beside DATABASE_URL or REDIS_URL: the QA mode never runs next to real data';
  return null;
}

/**
 * The QA mode (`API_MOCKING=1`, or `npm run dev:mock`): Next renders the pages as usual, and every
 * API call, the pages' own server-side calls included, is answered by the mock handlers after the
 * scenarios the browser context picked. No feed is started; the chat runs in process over demo data, and
 * the only database is the demo store: a private file the seed fills at start, which the handlers read
 * (server/mock/demo-store.ts).
 */
export async function startMockServer(config: ServerConfig): Promise<void> {
  const refusal = mockModeRefusal(config);
  if (refusal) throw new Error(refusal);
  const started = Date.now();
  const store = await openDemoStore();
  const { createMockApi, qaHandlers, scenarioAnswer } = await import('../../tests/mocks/qa/api');
  installMockApi(createMockApi(qaHandlers(store)));
  logger.info({ ms: Date.now() - started }, 'QA mode: demo store seeded');

  const dir = process.cwd();
  const app = await prepareNext(config, dir);
  const nextHandler = app.getRequestHandler();
  const apiListener = getRequestListener(handleApiRequest);
  const intercept = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
    const answer = await scenarioAnswer(requestOf(req, config.port));
    if (!answer) return false;
    await writeAnswer(res, answer);
    return true;
  };

  const server = http.createServer(createRequestHandler({
    api: (req, res) => void apiListener(req, res),
    streams: await createMockStreams(path.join(dir, 'public'), intercept),
    render: (req, res) => void nextHandler(req, res),
    distDir: path.join(dir, '.next'),
    // Scenarios differ per browser context, so no page may be answered from another's render.
    pageCacheMs: 0,
    security: readSecurityConfig(process.env, config.dev),
    intercept,
  }));
  // The chat socket is the broker over the demo chat; scenarios refuse it or cut it (tests/mocks/qa/chat.ts).
  const { createQaChat } = await import('../../tests/mocks/qa/chat');
  const chat = createMockChatSocket(createQaChat(process.env.QA_CHAT_JOURNAL));
  server.on('upgrade', createUpgradeRouter({ chat: chat.handleUpgrade, next: config.dev ? app.getUpgradeHandler() : undefined }));

  await new Promise<void>((resolve) => server.listen(config.port, config.hostname, resolve));
  logger.warn({ port: config.port, dev: config.dev }, 'portal ready in the QA mode: every API answer is mocked');
  // An open chat socket would keep the server from closing: the chat says goodbye to its sockets first.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void chat.close().finally(() => server.close(() => process.exit(0))));
}
