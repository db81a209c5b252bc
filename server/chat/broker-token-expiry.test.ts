import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { withTokenExpiry } from './broker-token-expiry';
import type { ChatPrincipal, ChatService } from './types';

const principal = (token: string, extra: Partial<ChatPrincipal> = {}): ChatPrincipal => ({ userId: 1, showName: 'a', siteRoleId: 1, profilePicture: null, isGuest: false, token, ...extra });
const serviceReturning = (found: ChatPrincipal | null): ChatService => ({
  authenticate: async () => found,
  join: async () => ({ type: 'deleted', groupMessageId: 1 }),
  send: async () => ({ type: 'deleted', groupMessageId: 2 }),
  roomState: async (groupId) => ({ groupId, slowModeS: 0, pinned: null, online: 0 }),
});
const jwtExpiringAt = (exp: number) => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp).sign(new TextEncoder().encode('k'.repeat(32)));

describe('withTokenExpiry', () => {
  it('adds the JWT expiry to a principal the service accepted', async () => {
    const token = await jwtExpiringAt(2_000_000_000);
    expect((await withTokenExpiry(serviceReturning(principal(token))).authenticate(token))?.expiresAt).toBe(2_000_000_000_000);
  });

  it("keeps the service's own expiry, and its refusals", async () => {
    const token = await jwtExpiringAt(2_000_000_000);
    expect((await withTokenExpiry(serviceReturning(principal(token, { expiresAt: 5 }))).authenticate(token))?.expiresAt).toBe(5);
    expect(await withTokenExpiry(serviceReturning(null)).authenticate(token)).toBeNull();
  });

  it('leaves a token that is not a JWT without expiry', async () => {
    expect((await withTokenExpiry(serviceReturning(principal('opaque'))).authenticate('opaque'))?.expiresAt).toBeUndefined();
  });

  it('passes everything else through', async () => {
    const wrapped = withTokenExpiry(serviceReturning(null));
    expect(await wrapped.send(principal('t'), { groupId: 1, visibility: 'public' }, {})).toEqual({ type: 'deleted', groupMessageId: 2 });
  });
});
