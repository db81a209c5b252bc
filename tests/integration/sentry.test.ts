import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Sentry from '@sentry/nextjs';
import { initServerSentry } from '@/server/observability/sentry';

/** A stand-in ingest endpoint on loopback that records every envelope posted to it. */
function startReceiver() {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, bodies };
}

describe('error reporting', () => {
  const receiver = startReceiver();
  let dsn = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.server.address() as AddressInfo;
    dsn = `http://publickey@127.0.0.1:${port}/42`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));

  it('stays off without a DSN', () => {
    expect(initServerSentry(undefined)).toBe(false);
  });

  it('sends a captured error to the configured DSN', async () => {
    expect(initServerSentry(dsn)).toBe(true);
    Sentry.captureException(new Error('receiver should see this'));
    await Sentry.flush(5_000);
    const events = receiver.bodies.filter((b) => b.includes('"type":"event"'));
    expect(events.length).toBeGreaterThan(0);
    expect(events.join('\n')).toContain('receiver should see this');
  });
});
