import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSentryConfig } from '@sentry/nextjs/config';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3', 'pg', 'ioredis', 'pino', 'ws'],
  env: { NEXT_PUBLIC_BUILD_ID: process.env.BUILD_ID ?? '' },
  generateBuildId: async () => process.env.BUILD_ID ?? null,
};

const withIntl = withNextIntl(nextConfig);

export default process.env.SENTRY_DSN
  ? withSentryConfig(withIntl, { silent: true, telemetry: false, sourcemaps: { disable: true } })
  : withIntl;
