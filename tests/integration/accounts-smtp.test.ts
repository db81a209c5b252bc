import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMessenger } from '@/server/messaging';
import { outboxPageEnabled } from '@/server/messaging/outbox';
import { call } from '../fixtures/api-harness';
import { markVerified, openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { FAN } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const smtp = await startSmtp();
afterAll(() => smtp.stop());

describe.each(backends)('emails over SMTP on $name', (backend) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(backend, {
      messenger: defaultMessenger(async () => h.t.db, { SMTP_URL: smtp.url, SMTP_FROM: 'portal@example.com' }),
    });
    await markVerified(h, h.data.fanId);
  });
  afterAll(async () => {
    await h.t.close();
  });

  it('sends the reset code by SMTP when SMTP_URL is set, and keeps it out of the outbox', async () => {
    const before = smtp.received.length;
    expect((await call(h.api, '/live/api/user/forgot-password', { body: { login: FAN.username }, headers: { 'x-language': 'en' } })).status).toBe(200);
    const mail = smtp.received[before];
    expect(mail?.to).toEqual(['fan01@example.com']);
    expect(mail?.from).toBe('portal@example.com');
    expect(mail?.data).toMatch(/Subject: Reset your password/);
    expect(mail?.data).toMatch(/your password reset code is \d{6}/);
    expect(await h.t.db.selectFrom('outboxMessages').selectAll().where('recipient', '=', 'fan01@example.com').execute()).toHaveLength(0);
  });

  it('still puts SMS codes in the outbox, as there is no SMS provider', async () => {
    expect((await call(h.api, '/live/api/user/send-otp', { body: { to: '0981234567' } })).status).toBe(200);
    const row = await h.t.db.selectFrom('outboxMessages').selectAll().where('recipient', '=', '0981234567').executeTakeFirst();
    expect(row?.channel).toBe('sms');
  });
});

describe('the developer outbox page switch', () => {
  const server = ['node', 'server/main.ts'];

  it('is off in production without DEV_OUTBOX', () => {
    expect(outboxPageEnabled({ NODE_ENV: 'production' }, server)).toBe(false);
  });

  it('is off in a plain test or staging environment', () => {
    expect(outboxPageEnabled({ NODE_ENV: 'test' }, server)).toBe(false);
    expect(outboxPageEnabled({}, server)).toBe(false);
    expect(outboxPageEnabled({ NODE_ENV: 'development', DEV_OUTBOX: '0' }, server)).toBe(false);
  });

  it('is on with DEV_OUTBOX=1, even in production', () => {
    expect(outboxPageEnabled({ NODE_ENV: 'production', DEV_OUTBOX: '1' }, server)).toBe(true);
  });

  it('is on for the development server (npm run dev)', () => {
    expect(outboxPageEnabled({}, [...server, '--dev'])).toBe(true);
  });
});
