import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSentryConfig } from '@sentry/nextjs/config';

// Messages are compiled at build time, so the browser gets the small formatter without the ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The server compresses every text response itself, with brotli when asked (server/http/compression.ts).
  compress: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3', 'pg', 'ioredis', 'pino', 'ws', 'sharp'],
  env: { NEXT_PUBLIC_BUILD_ID: process.env.BUILD_ID ?? '' },
  generateBuildId: async () => process.env.BUILD_ID ?? null,
  // The icon sprite's URL carries its content hash, so a versioned request may be kept for good.
  headers: async () => [
    {
      source: '/icons/:file*',
      has: [{ type: 'query', key: 'v' }],
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ],
};

const withIntl = withNextIntl(nextConfig);

export default process.env.SENTRY_DSN
  ? withSentryConfig(withIntl, { silent: true, telemetry: false, sourcemaps: { disable: true } })
  : withIntl;
