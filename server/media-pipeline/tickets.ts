import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { INGEST_SOCKET_PATH } from '@/lib/domain/broadcast';
import { authSecret } from '@/server/auth/secret';

/** A ticket opens the browser studio's ingest socket once, within a minute of being given. */
export const TICKET_TTL_S = 60;
const TYPE = 'ingest';
const spent = new Map<string, number>();

/** Tickets are signed, so any node can check one; each node remembers those it has taken, until they expire. */
export async function issueIngestTicket(userId: number, now: number): Promise<{ ticket: string; path: string }> {
  const iat = Math.floor(now / 1000);
  const ticket = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + TICKET_TTL_S)
    .sign(authSecret());
  return { ticket, path: `${INGEST_SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}` };
}

/** The member a ticket was given to; null for a forged, expired or already used one. */
export async function takeIngestTicket(ticket: string, now: number): Promise<number | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(ticket, authSecret(), { algorithms: ['HS256'], currentDate: new Date(now) });
    const userId = Number(payload.sub);
    if (protectedHeader.typ !== TYPE || !Number.isSafeInteger(userId) || typeof payload.jti !== 'string') return null;
    for (const [jti, exp] of spent) if (exp * 1000 < now) spent.delete(jti);
    if (spent.has(payload.jti)) return null;
    spent.set(payload.jti, payload.exp ?? 0);
    return userId;
  } catch {
    return null;
  }
}
