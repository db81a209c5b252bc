import { USER_INFO_401_DELAY_MS } from '@/lib/domain/constants';
import { guestInfo, guestLogin, login, logout, refreshToken, register, userInfoCall } from '@/lib/contract/user-calls';
import { reauth } from '@/lib/contract/accounts-calls';
import { logWarning, reportError } from '@/lib/observability/report';
import type { AuthKind } from './request-context';
import { getSessionHooks } from './session-hooks';

/**
 * Spec §8, the error catalogue, in one place.
 *
 * Endpoint kinds: guest-info and user-info have their own rows; "session" calls (guest-login,
 * login, register, refresh-token, logout) are left to the session store, which already acts on
 * their result (and a 401 on logout must not trigger another logout).
 *
 * Our choice where the spec is silent: a 401 on a call made with an access token first tries one
 * cookie-based refresh; when it succeeds the call is repeated once and nothing else happens.
 * Access tokens live 15 minutes, so without this every expiry would log the member out.
 */
export type EndpointKind = 'guest-info' | 'user-info' | 'session' | 'other';

export type CatalogueStep =
  | 'warn'
  | 'record-failed-attempt'
  | 'clear-guest-token'
  | 'clear-tokens'
  | 'start-guest-session'
  | 'logout'
  | 'report';

export interface FailurePlan {
  /** Try one refresh first; when it succeeds the call is retried and `steps` are skipped. */
  refreshFirst: boolean;
  steps: readonly CatalogueStep[];
  /** Run `steps` after this delay instead of at once. */
  delayMs: number;
}

// A re-authentication's 401 is about the password typed, like a login's, not about the session.
const sessionPaths = new Set<string>([guestLogin, login, register, refreshToken, logout, reauth].map((e) => e.path));

export function endpointKind(e: { path: string }): EndpointKind {
  if (e.path === guestInfo.path) return 'guest-info';
  if (e.path === userInfoCall.path) return 'user-info';
  return sessionPaths.has(e.path) ? 'session' : 'other';
}

const plan = (steps: readonly CatalogueStep[], extra: Partial<FailurePlan> = {}): FailurePlan => ({
  refreshFirst: false,
  delayMs: 0,
  steps,
  ...extra,
});

export function failurePlan(kind: EndpointKind, status: number, auth: AuthKind, retried: boolean): FailurePlan {
  const canRefresh = auth === 'access' && !retried;
  switch (status) {
    case 429:
      return plan(kind === 'guest-info' ? ['warn', 'record-failed-attempt'] : ['warn']);
    case 401:
      if (kind === 'guest-info') return plan(['clear-guest-token', 'record-failed-attempt', 'start-guest-session']);
      if (kind === 'user-info') {
        return plan(['clear-tokens', 'record-failed-attempt', 'start-guest-session'], {
          refreshFirst: canRefresh,
          delayMs: USER_INFO_401_DELAY_MS,
        });
      }
      if (kind === 'other' && auth !== null) return plan(['logout'], { refreshFirst: canRefresh });
      return plan([]);
    case 500:
      if (kind === 'guest-info') return plan(['clear-tokens', 'report']);
      // Logging out clears the tokens too; it has to run first so the server can revoke them.
      if (kind === 'user-info') return plan(auth ? ['logout', 'report'] : ['clear-tokens', 'report']);
      return plan(['report']);
    default:
      // Other server errors are not in the catalogue, but they are failures worth knowing about.
      return plan(status > 500 ? ['report'] : []);
  }
}

export interface FailureInfo {
  path: string;
  status: number;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly path: string;

  constructor(info: FailureInfo) {
    super(`${info.status} ${info.path}: ${info.message}`);
    this.name = 'ApiError';
    this.status = info.status;
    this.path = info.path;
  }
}

async function runStep(step: CatalogueStep, info: FailureInfo): Promise<void> {
  if (step === 'warn') return logWarning(`rate limited (${info.status})`, { path: info.path });
  if (step === 'report') return reportError(new ApiError(info), { path: info.path, status: info.status });
  const hooks = getSessionHooks();
  if (!hooks) return;
  if (step === 'record-failed-attempt') hooks.recordFailedAttempt();
  else if (step === 'clear-guest-token') hooks.clearGuestToken();
  else if (step === 'clear-tokens') hooks.clearTokens();
  else if (step === 'start-guest-session') await hooks.startGuestSession();
  else await hooks.logout();
}

async function runSteps(steps: readonly CatalogueStep[], info: FailureInfo): Promise<void> {
  for (const step of steps) await runStep(step, info);
}

/** Applies the catalogue to a failed call; 'retry' means the token was refreshed and the call may be repeated. */
export async function handleFailure(
  kind: EndpointKind,
  auth: AuthKind,
  retried: boolean,
  info: FailureInfo,
): Promise<'retry' | 'done'> {
  const p = failurePlan(kind, info.status, auth, retried);
  const hooks = getSessionHooks();
  if (p.refreshFirst && hooks && (await hooks.refresh())) return 'retry';
  if (p.delayMs > 0) {
    setTimeout(() => {
      runSteps(p.steps, info).catch((err: unknown) => reportError(err, { path: info.path }));
    }, p.delayMs);
    return 'done';
  }
  await runSteps(p.steps, info);
  return 'done';
}
