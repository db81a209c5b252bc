export type ReportContext = Record<string, unknown>;

// The SDK is loaded only where a DSN is configured, so pages without one never download it.
const reportingEnabled =
  Boolean(process.env.NEXT_PUBLIC_SENTRY_DSN) || (typeof window === 'undefined' && Boolean(process.env.SENTRY_DSN));

/** Sends an error to the error-reporting service when one is configured; otherwise logs it. */
export function reportError(err: unknown, context?: ReportContext): void {
  if (!reportingEnabled) {
    console.error('[error]', err, context ?? {});
    return;
  }
  void import('@sentry/nextjs').then(({ captureException }) => {
    captureException(err, context ? { extra: context } : undefined);
  });
}

/** Conditions the spec says are "logged" (rate limits) rather than reported. */
export function logWarning(message: string, context?: ReportContext): void {
  console.warn(`[api] ${message}`, context ?? {});
}
