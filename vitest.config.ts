import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': root } },
  test: {
    restoreMocks: true,
    // The server's log (security events included) would bury the report; LOG_LEVEL=debug shows it.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    // next-intl's navigation imports `next/navigation` without an extension; inlining lets vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['lib/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: ['lib/api/**', 'lib/stores/**'],
          globalSetup: ['tests/warm-seed-drawings.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['components/**/*.test.tsx', 'components/**/*.test.ts', 'app/**/*.test.tsx', 'lib/api/**/*.test.ts', 'lib/stores/**/*.test.ts', 'lib/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
