// `npm start`: install what is missing, migrate and seed, build when sources changed, serve.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, ensureInstalled, log, prepareDatabase, root } from './lib/steps.mjs';

ensureInstalled();
prepareDatabase();
ensureBuild();

log(`serving on http://${process.env.HOSTNAME || 'localhost'}:${process.env.PORT || 3000}`);
const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
