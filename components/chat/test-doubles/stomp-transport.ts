import { FakeTransport } from '@/lib/chat/test-support/fake-transport';

/**
 * Stands in for `@/lib/chat/stomp-transport` in component tests:
 * `vi.mock('@/lib/chat/stomp-transport', () => import('@/components/chat/test-doubles/stomp-transport'))`.
 */

/** Every socket opened since the test's beforeEach emptied it, newest last. */
export const openedSockets: FakeTransport[] = [];

export function stompTransport(url: string, hooks: ConstructorParameters<typeof FakeTransport>[1]): FakeTransport {
  const socket = new FakeTransport(url, hooks);
  openedSockets.push(socket);
  return socket;
}
