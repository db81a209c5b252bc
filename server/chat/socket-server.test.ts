import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './socket-server';

const request = (headers: IncomingMessage['headers']) => ({ headers, socket: { remoteAddress: '10.0.0.9' } as Socket });

describe('clientAddressOf', () => {
  it('uses the socket address unless a proxy is trusted', () => {
    expect(clientAddressOf(request({ 'x-forwarded-for': '1.2.3.4' }), 0)).toBe('10.0.0.9');
  });

  it('takes the address the trusted proxy added, not the one the client wrote', () => {
    expect(clientAddressOf(request({ 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }), 1)).toBe('1.2.3.4');
    expect(clientAddressOf(request({}), 1)).toBe('10.0.0.9');
  });
});
