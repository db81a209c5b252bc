import { logger } from '@/server/logger';

/**
 * Security events, one structured log line each (pino), so a log pipeline can alert on them:
 * `{"security":"login-failed","userId":…,"ip":…}`. Never pass secrets (passwords, codes, tokens).
 */
export type SecurityEventKind =
  | 'login-failed'
  | 'login-throttled'
  | 'refresh-token-reused'
  | 'otp-wrong'
  | 'otp-exhausted'
  | 'password-changed'
  | 'reauth-failed'
  | 'google-link-refused'
  | 'moderation'
  | 'role-changed'
  | 'origin-refused'
  | 'socket-refused'
  | 'media-hook-refused';

export type SecurityEventFields = Record<string, string | number | boolean | null | undefined>;

const securityLog = logger.child({ channel: 'security' });

export function securityEvent(kind: SecurityEventKind, fields: SecurityEventFields = {}): void {
  securityLog.warn({ security: kind, ...fields }, kind);
}
