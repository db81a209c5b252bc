// The spam filter on the labelled set the tests ship: the share of promotion held and of honest messages held.
import { performance } from 'node:perf_hooks';
import { LINES, PRIVATE_LINES, REPLIES } from '@/server/db/seed/chat-lines';
import { judgeText } from '@/server/safety/spam-filter';
import { LABELLED_HAM, LABELLED_SPAM } from '../tests/fixtures/spam-labelled';

const held = (texts: readonly string[]) => texts.filter((t) => judgeText(t).held).length;
const share = (n: number, of: number) => `${n} of ${of} (${((n / of) * 100).toFixed(1)}%)`;

export function runSpamBench(): void {
  const seeded = [...Object.values(LINES).flat(), ...REPLIES, ...PRIVATE_LINES];
  const all = [...LABELLED_SPAM, ...LABELLED_HAM];
  // Cost per message against a plain fold of the same text (the baseline every chat line already pays).
  const rounds = 50;
  let start = performance.now();
  for (let i = 0; i < rounds; i += 1) for (const t of all) t.normalize('NFD').toLowerCase();
  const baseline = performance.now() - start;
  start = performance.now();
  for (let i = 0; i < rounds; i += 1) for (const t of all) judgeText(t, LABELLED_HAM.slice(0, 5));
  const judged = performance.now() - start;
  console.log('\nSpam filter on the labelled set (tests/fixtures/spam-labelled.ts)');
  console.table([
    { set: 'promotion (should be held)', held: share(held(LABELLED_SPAM), LABELLED_SPAM.length) },
    { set: 'honest messages (false positives)', held: share(held(LABELLED_HAM), LABELLED_HAM.length) },
    { set: 'the demo chat (false positives)', held: share(held(seeded), seeded.length) },
  ]);
  console.log(`cost per message with five earlier ones compared: ${((judged / rounds / all.length) * 1000).toFixed(1)} µs, ×${(judged / Math.max(baseline, 0.001)).toFixed(1)} a plain fold`);
}
