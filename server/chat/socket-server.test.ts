import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './socket-server';

const request = (headers: IncomingMessage['headers']) => ({ headers, socket: { remoteAddress: '10.0.0.9' } as Socket });

describe('clientAddressOf', () => {
  it('uses the socket address unless a proxy is trusted', () => {
    expect(clientAddressOf(request({ 'x-forwarded-for': '1.2.3.4' }), false)).toBe('10.0.0.9');
  });

  it('takes the first forwarded address behind a trusted proxy, then x-real-ip', () => {
    expect(clientAddressOf(request({ 'x-forwarded-for': '1.2.3.4, 10.0.0.1' }), true)).toBe('1.2.3.4');
    expect(clientAddressOf(request({ 'x-real-ip': '5.6.7.8' }), true)).toBe('5.6.7.8');
    expect(clientAddressOf(request({}), true)).toBe('10.0.0.9');
  });
});
