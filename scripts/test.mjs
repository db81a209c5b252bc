// `npm test`: every suite — types, lint, unit/component/integration (vitest), the browser tests, then the QA suite.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureInstalled, log, root, runBin } from './lib/steps.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const counts = { passed: 0, failed: 0, skipped: 0 };

function tally(file, read) {
  if (!fs.existsSync(file)) return;
  const c = read(JSON.parse(fs.readFileSync(file, 'utf8')));
  for (const key of Object.keys(counts)) counts[key] += c[key] ?? 0;
}

function summary() {
  // A file that fails to load has no test results of its own; count it as a failure so the summary never reads clean.
  const unloaded = (r) => r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  tally(path.join(results, 'vitest.json'), (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + unloaded(r), skipped: r.numPendingTests + r.numTodoTests }));
  for (const report of ['playwright.json', 'playwright-qa.json']) {
    tally(path.join(results, report), (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }));
  }
  process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
}

let failed = false;
try {
  for (const f of ['vitest.json', 'playwright.json', 'playwright-qa.json']) fs.rmSync(path.join(results, f), { force: true });
  ensureInstalled();
  log('type-checking…');
  runBin('tsc', ['--noEmit', '-p', '.']);
  log('linting…');
  runBin('eslint', ['.', '--max-warnings=0']);
  log('unit, component and integration tests…');
  runBin('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest.json')}`]);
  ensureBuild();
  ensureChromium();
  log('browser tests…');
  runBin('playwright', ['test']);
  log('QA suite: the browser against the mocked API…');
  runBin('playwright', ['test', '-c', 'playwright.qa.config.ts']);
} catch (err) {
  failed = true;
  process.stderr.write(`\n${err instanceof Error ? err.message : String(err)}\n`);
} finally {
  summary();
}
process.exit(failed || counts.failed > 0 ? 1 : 0);
