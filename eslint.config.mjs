import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'public/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The direction of imports is the architecture: the browser-side code never reaches the backend.
    files: ['components/**', 'lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '**/server/*'], message: 'components/ and lib/ must not import server/ code.' }] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
]);
