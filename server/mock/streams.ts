import type http from 'node:http';
import { createDemoStreams } from '../streams';

type Streams = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => Promise<void>;
type Intercept = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;

/**
 * The QA mode's streams: the real stream server over the demo recording, every room on air (a scenario
 * or a hand-written handler may name a room the demo store does not hold), and the browser context's scenarios asked first, so a test can
 * make the streams fail for itself alone.
 */
export async function createMockStreams(publicDir: string, intercept: Intercept): Promise<Streams> {
  const streams = await createDemoStreams(publicDir, async () => true);
  return async (req, res, pathname) => {
    if (await intercept(req, res)) return;
    await streams(req, res, pathname);
  };
}
