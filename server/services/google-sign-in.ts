import { createHash, randomInt } from 'node:crypto';
import { AUTH_REASONS, OAUTH_STATE_TTL_MS } from '@/lib/domain/accounts';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { authorizationUrl, discover, exchangeCode, randomToken, type GoogleConfig, type GoogleIdentity } from '@/server/auth/google';
import { isPasswordHash } from '@/server/auth/passwords';
import { securityEvent } from '@/server/security/events';
import { uniqueViolationColumn } from './unique-violation';
import { findUserById, requireUser, type UserRow } from './users';

export const GOOGLE = 'google';
/** Stored instead of a password hash for members who only sign in with Google: it matches no password. */
export const NO_PASSWORD = '!';

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export function requireGoogle(cfg: GoogleConfig | null): GoogleConfig {
  if (!cfg) throw new ApiError(503, 'Google sign-in is not configured on this server');
  return cfg;
}

/** Starts a sign-in (or, with a user id, a link): keeps state, nonce and PKCE verifier, answers Google's URL. */
export async function startGoogle(db: Db, cfg: GoogleConfig, p: { userId: number | null; redirectUri: string; now: number }): Promise<{ url: string; state: string }> {
  const d = await discover(cfg.issuer);
  const state = randomToken();
  const nonce = randomToken();
  const verifier = randomToken();
  // Abandoned sign-ins are swept as new ones start.
  await db.deleteFrom('oauthStates').where('expiresAt', '<=', p.now).execute();
  await db
    .insertInto('oauthStates')
    .values({ stateHash: hashState(state), nonce, codeVerifier: verifier, redirectUri: p.redirectUri, userId: p.userId, expiresAt: p.now + OAUTH_STATE_TTL_MS, createdAt: p.now })
    .execute();
  return { url: authorizationUrl(d, cfg, { state, nonce, verifier, redirectUri: p.redirectUri }), state };
}

/** Uses up the state: a callback replayed, forged or too late is refused. */
async function claimState(db: Db, state: string, now: number) {
  // One statement: of two racing callbacks with the same state, only one gets the row back.
  const row = await db.deleteFrom('oauthStates').where('stateHash', '=', hashState(state)).returningAll().executeTakeFirst();
  if (!row || Number(row.expiresAt) <= now) {
    throw new ApiError(422, 'state: unknown or expired; start the sign-in again');
  }
  return row;
}

export interface GoogleOutcome {
  user: UserRow;
  linked: boolean;
}

export async function finishGoogle(
  db: Db,
  cfg: GoogleConfig,
  p: { code: string; state: string; now: number; callerId: number | null },
): Promise<GoogleOutcome> {
  const saved = await claimState(db, p.state, p.now);
  // A link finishes only in the session of the member who started it.
  if (saved.userId !== null && saved.userId !== p.callerId) throw new ApiError(403, 'state: started by another member');
  const d = await discover(cfg.issuer);
  const identity = await exchangeCode(d, cfg, { code: p.code, verifier: saved.codeVerifier, redirectUri: saved.redirectUri, nonce: saved.nonce });
  if (saved.userId !== null) return { user: await linkTo(db, saved.userId, identity, p.now), linked: true };
  return { user: await signIn(db, identity, p.now), linked: false };
}

async function ownerOf(db: Db, subject: string): Promise<number | null> {
  const row = await db.selectFrom('linkedIdentities').select('userId').where('provider', '=', GOOGLE).where('subject', '=', subject).executeTakeFirst();
  return row?.userId ?? null;
}

async function insertIdentity(db: Db, userId: number, identity: GoogleIdentity, now: number): Promise<void> {
  try {
    await db.insertInto('linkedIdentities').values({ provider: GOOGLE, subject: identity.subject, userId, email: identity.email, createdAt: now }).execute();
  } catch (err) {
    if (uniqueViolationColumn(err) === null) throw err;
    throw new ApiError(409, 'google: this member or this Google account is already linked');
  }
}

async function linkTo(db: Db, userId: number, identity: GoogleIdentity, now: number): Promise<UserRow> {
  const owner = await ownerOf(db, identity.subject);
  if (owner !== null && owner !== userId) throw new ApiError(409, 'google: this Google account belongs to another member');
  if (owner === null) await insertIdentity(db, userId, identity, now);
  return requireUser(db, userId);
}

/**
 * The linked member; else the member whose email both Google and we have verified; else a new member.
 * An account whose email we never verified may have been registered by anyone with that address
 * typed in, so Google is not linked to it here: its owner signs in with the password and links Google
 * from the account page.
 */
async function signIn(db: Db, identity: GoogleIdentity, now: number): Promise<UserRow> {
  const owner = await ownerOf(db, identity.subject);
  if (owner !== null) {
    const user = await findUserById(db, owner);
    if (user) return user;
  }
  if (identity.email && identity.emailVerified) {
    const byEmail = await db.selectFrom('users').selectAll().where('email', '=', identity.email).executeTakeFirst();
    if (byEmail && byEmail.emailVerifiedAt === null) {
      securityEvent('google-link-refused', { userId: byEmail.id });
      throw new ApiError(409, `${AUTH_REASONS.googleLinkRefused}: an account with this email exists; sign in with its password, then link Google on the account page`);
    }
    if (byEmail) {
      await insertIdentity(db, byEmail.id, identity, now);
      return byEmail;
    }
  }
  return createGoogleMember(db, identity, now);
}

function usernameBase(identity: GoogleIdentity): string {
  const local = (identity.email?.split('@')[0] ?? '').replace(/[^a-zA-Z0-9_.]/g, '').slice(0, USER_LIMITS.usernameMax - 5);
  return local.length >= USER_LIMITS.usernameMin ? local : `google_${identity.subject.replace(/[^a-zA-Z0-9]/g, '').slice(0, 8)}`;
}

async function createGoogleMember(db: Db, identity: GoogleIdentity, now: number): Promise<UserRow> {
  const base = usernameBase(identity);
  const displayName = (identity.name ?? base).slice(0, USER_LIMITS.displayNameMax);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const username = attempt === 0 ? base : `${base}${randomInt(1000, 9999)}`;
    try {
      return await db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            username,
            passwordHash: NO_PASSWORD,
            displayName,
            nickname: null,
            profilePicture: null,
            siteRoleId: SITE_ROLE.member,
            // An address Google has not verified is not taken over, and one already in use stays with its owner.
            email: identity.emailVerified ? identity.email : null,
            emailVerifiedAt: identity.emailVerified ? now : null,
            phone: null,
            createdAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.insertInto('linkedIdentities').values({ provider: GOOGLE, subject: identity.subject, userId: user.id, email: identity.email, createdAt: now }).execute();
        return user;
      });
    } catch (err) {
      const column = uniqueViolationColumn(err);
      if (column === 'username') continue;
      if (column === null) throw err;
      // Another request for the same Google account finished first.
      const owner = await ownerOf(db, identity.subject);
      const user = owner === null ? undefined : await findUserById(db, owner);
      if (user) return user;
      throw new ApiError(409, 'google: could not create the account; try again');
    }
  }
  throw new ApiError(409, 'google: could not find a free username; try again');
}

export async function unlinkGoogle(db: Db, user: UserRow): Promise<void> {
  if (!isPasswordHash(user.passwordHash)) {
    throw new ApiError(409, 'google: set a password first, or you could not sign in any more');
  }
  await db.deleteFrom('linkedIdentities').where('provider', '=', GOOGLE).where('userId', '=', user.id).execute();
}
