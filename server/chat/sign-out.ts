import { logger } from '@/server/logger';
import { chatRuntime } from './runtime';
import type { ChatControl } from './types';

/**
 * Tells every node's chat that a sign-in ended (a logout) or that every sign-in of a member did (a new
 * password), so the sockets opened with it close now rather than when their token runs out. A process
 * without a running chat has no bus to tell; the sockets still end, when their sign-in is next checked.
 */
export async function announceSignOut(ended: { sid: string } | { userId: number }): Promise<void> {
  const bus = chatRuntime()?.bus;
  if (!bus) return;
  const control: ChatControl = 'sid' in ended ? { type: 'sign-out', sid: ended.sid } : { type: 'sign-out-all', userId: ended.userId };
  await bus.publishControl(control).catch((err: unknown) => logger.warn({ err, control: control.type }, 'sign-out not announced to the chat'));
}
