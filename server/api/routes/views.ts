import * as views from '@/lib/contract/views';
import { countView, viewerKey } from '@/server/services/views';
import type { RouteDef } from '../route';
import { route } from '../route';
import { optionalMemberId } from '../guards';

export const routes: readonly RouteDef[] = [
  route(views.countView, async ({ body }, c) => {
    const memberId = await optionalMemberId(c);
    const viewer = viewerKey({ userId: memberId, ip: c.get('ctx').ip, userAgent: c.req.header('user-agent') ?? '' });
    return countView(await c.get('deps').getDb(), { kind: body.kind, id: body.id, viewer, memberId });
  }),
];
