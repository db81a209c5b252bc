import * as Sentry from '@sentry/nextjs';

/** Error reporting is on only when a DSN is configured; without one the SDK is never initialised. */
export function initServerSentry(dsn: string | undefined = process.env.SENTRY_DSN): boolean {
  if (!dsn) return false;
  Sentry.init({
    dsn,
    environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
    release: process.env.BUILD_ID,
    tracesSampleRate: Number(process.env.SENTRY_TRACES_SAMPLE_RATE ?? 0),
  });
  return true;
}
