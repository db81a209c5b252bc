import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ApiError } from '@/server/api/errors';

/** Google sign-in (OpenID Connect, authorization-code flow with PKCE and a nonce). */
export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** Where Google sends the browser back; by default `/sso/ggcallback` on the host the request came to. */
  redirectUri?: string;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

export function readGoogleConfig(env: Readonly<Record<string, string | undefined>> = process.env): GoogleConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    issuer: env.GOOGLE_ISSUER || GOOGLE_ISSUER,
    redirectUri: env.GOOGLE_REDIRECT_URI || undefined,
  };
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const discoveries = new Map<string, Promise<Discovery>>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

const unavailable = () => new ApiError(503, 'Google sign-in is unavailable right now; try again later');

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`discovery answered ${res.status}`);
  const d = (await res.json()) as Partial<Discovery>;
  if (!d.issuer || !d.authorization_endpoint || !d.token_endpoint || !d.jwks_uri) throw new Error('discovery document is incomplete');
  return d as Discovery;
}

/** The issuer's endpoints, fetched once per process (a failed fetch is retried next time). */
export async function discover(issuer: string): Promise<Discovery> {
  let d = discoveries.get(issuer);
  if (!d) {
    d = fetchDiscovery(issuer);
    discoveries.set(issuer, d);
    d.catch(() => discoveries.delete(issuer));
  }
  try {
    return await d;
  } catch {
    throw unavailable();
  }
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
export const randomToken = () => b64url(randomBytes(32));
export const pkceChallenge = (verifier: string) => b64url(createHash('sha256').update(verifier).digest());

export function authorizationUrl(d: Discovery, cfg: GoogleConfig, p: { state: string; nonce: string; verifier: string; redirectUri: string }): string {
  const url = new URL(d.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: cfg.clientId,
    redirect_uri: p.redirectUri,
    scope: 'openid email profile',
    state: p.state,
    nonce: p.nonce,
    code_challenge: pkceChallenge(p.verifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return url.toString();
}

export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Trades the code for tokens and checks the ID token's signature, issuer, audience, expiry and nonce. */
export async function exchangeCode(
  d: Discovery,
  cfg: GoogleConfig,
  p: { code: string; verifier: string; redirectUri: string; nonce: string },
): Promise<GoogleIdentity> {
  let res: Response;
  try {
    res = await fetch(d.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: p.code,
        redirect_uri: p.redirectUri,
        client_id: cfg.clientId,
        client_secret: cfg.clientSecret,
        code_verifier: p.verifier,
      }),
    });
  } catch {
    throw unavailable();
  }
  const tokens = (await res.json().catch(() => ({}))) as { id_token?: unknown };
  if (!res.ok || typeof tokens.id_token !== 'string') throw new ApiError(422, 'authorizationCode: refused by Google; start the sign-in again');

  let jwks = keySets.get(d.jwks_uri);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(d.jwks_uri));
    keySets.set(d.jwks_uri, jwks);
  }
  try {
    const { payload } = await jwtVerify(tokens.id_token, jwks, { issuer: d.issuer, audience: cfg.clientId });
    if (payload.nonce !== p.nonce || typeof payload.sub !== 'string') throw new Error('nonce or subject mismatch');
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    return {
      subject: payload.sub,
      email,
      emailVerified: email !== null && (payload.email_verified === true || payload.email_verified === 'true'),
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  } catch {
    throw new ApiError(422, 'authorizationCode: the identity token could not be verified');
  }
}
