import { roomViewing as roomViewingCall } from '@/lib/contract/studio';
import { verifyLiveToken } from '@/server/auth/live-sessions';
import { voterKeyOf } from '@/server/services/opinion';
import { roomViewing } from '@/server/services/viewing';
import { ApiError } from '../errors';
import { route, type RouteDef } from '../route';

/** A player's viewing beat: any session, guest or member, like the rest of /live/api's writes. */
export const routes: readonly RouteDef[] = [
  route(roomViewingCall, async ({ body }, c) => {
    const db = await c.get('deps').getDb();
    const token = c.get('ctx').token;
    const claims = token ? await verifyLiveToken(db, token) : null;
    if (!claims) throw new ApiError(401, 'A valid session is required');
    return roomViewing(db, c.get('deps').viewing, { ...body, sessionKey: voterKeyOf(claims), ip: c.get('ctx').ip, now: Date.now() });
  }),
];
