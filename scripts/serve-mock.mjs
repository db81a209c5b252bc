// Serves the production build in the QA mode: every API call answered by the mock handlers
// (tests/mocks/qa), no database or feed, the chat over demo data. MOCK_PORT names the port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/steps.mjs';

const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    API_MOCKING: '1',
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: process.argv.includes('--dev') ? 'development' : 'production',
    PORT: process.env.MOCK_PORT ?? '3500',
    HOSTNAME: process.env.HOSTNAME ?? '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
