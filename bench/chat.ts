// `npm run bench:chat`: fan-out of one room's messages by the STOMP broker, against raw `ws`
// sends of a pre-encoded frame measured in the same run with the same clients.
import { chatTopic } from '../lib/domain/chat';
import { FakeChatService } from '../server/chat/test-support/fake-chat-service';
import { startChatNode } from '../server/chat/test-support/chat-node';
import { startBaselineFanOut } from './lib/chat-baseline';
import { startClientProcess, type ClientDriver } from './lib/chat-driver';
import { settledMemory } from './lib/chat-memory';

const GROUP_ID = 30;
/** Each side runs this many times, alternating, and keeps its best run: load from other processes only ever slows a run down. */
const ROUNDS = 2;
const WINDOW = Number(process.env.BENCH_CHAT_WINDOW ?? 2);
const TARGET = { subscribers: 1_000, deliveriesPerS: 50_000, p99Ms: 50, kbPerConnection: 30 };
const sizes = process.env.BENCH_CHAT_N ? process.env.BENCH_CHAT_N.split(',').map(Number) : [100, 1_000, 5_000];

interface Figures {
  deliveriesPerS: number;
  p50Ms: number;
  p99Ms: number;
  heapKbPerConnection: number;
  rssKbPerConnection: number;
  lost: number;
}

/** Enough messages for a few hundred thousand deliveries, at least a few dozen per round. */
const messagesFor = (n: number) => Math.max(30, Math.min(1_000, Math.round(300_000 / n)));

async function measure(driver: ClientDriver, n: number, target: { url: string; stomp: boolean; tokens: string[]; publisherToken: string }): Promise<Figures> {
  const before = await settledMemory();
  await driver.request({ cmd: 'open', url: target.url, tokens: target.tokens, publisherToken: target.publisherToken, stomp: target.stomp, destination: chatTopic(GROUP_ID) }, 'ready');
  const idle = await settledMemory();
  // A short warm-up so the JIT has seen the fan-out path before it is timed.
  await driver.request({ cmd: 'run', messages: 5, window: WINDOW, groupId: GROUP_ID }, 'result');
  const run = await driver.request({ cmd: 'run', messages: messagesFor(n), window: WINDOW, groupId: GROUP_ID }, 'result');
  await driver.request({ cmd: 'close' }, 'closed');
  return {
    deliveriesPerS: (run.delivered / run.elapsedMs) * 1_000,
    p50Ms: run.p50Ms,
    p99Ms: run.p99Ms,
    heapKbPerConnection: (idle.heapBytes - before.heapBytes) / n / 1024,
    rssKbPerConnection: (idle.rssBytes - before.rssBytes) / n / 1024,
    lost: run.expected - run.delivered,
  };
}

async function broker(driver: ClientDriver, n: number): Promise<Figures> {
  const service = new FakeChatService();
  const node = await startChatNode({ service, presence: service.presence });
  try {
    const tokens = Array.from({ length: n }, () => service.addGuest());
    return await measure(driver, n, { url: node.url, stomp: true, tokens, publisherToken: service.addMember(1) });
  } finally {
    await node.close();
  }
}

async function baseline(driver: ClientDriver, n: number): Promise<Figures> {
  const server = await startBaselineFanOut();
  try {
    return await measure(driver, n, { url: server.url, stomp: false, tokens: Array.from({ length: n }, () => ''), publisherToken: '' });
  } finally {
    await server.close();
  }
}

const best = (a: Figures | null, b: Figures) => (a && a.deliveriesPerS >= b.deliveriesPerS ? a : b);
const num = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (ours: number, base: number) => `×${(ours / base).toFixed(2)}`;

const driver = startClientProcess();
try {
  const rows = [];
  const verdicts: string[] = [];
  for (const n of sizes) {
    let base: Figures | null = null;
    let ours: Figures | null = null;
    for (let round = 0; round < ROUNDS; round += 1) {
      base = best(base, await baseline(driver, n));
      ours = best(ours, await broker(driver, n));
    }
    if (!base || !ours) throw new Error('no rounds ran');
    const lost = ours.lost + base.lost ? ` (lost: broker ${ours.lost}, baseline ${base.lost})` : '';
    rows.push(
      { subscribers: n, side: 'raw ws baseline', 'deliveries/s': num(base.deliveriesPerS), 'p50 ms': num(base.p50Ms, 1), 'p99 ms': num(base.p99Ms, 1), 'heap KB/conn': num(base.heapKbPerConnection, 1), 'rss KB/conn': num(base.rssKbPerConnection, 1), vs: '1.00 (baseline)' },
      { subscribers: n, side: 'STOMP broker' + lost, 'deliveries/s': num(ours.deliveriesPerS), 'p50 ms': num(ours.p50Ms, 1), 'p99 ms': num(ours.p99Ms, 1), 'heap KB/conn': num(ours.heapKbPerConnection, 1), 'rss KB/conn': num(ours.rssKbPerConnection, 1),
        vs: `rate ${ratio(ours.deliveriesPerS, base.deliveriesPerS)}, p99 ${ratio(ours.p99Ms, base.p99Ms)}, rss/conn ${ratio(ours.rssKbPerConnection, Math.max(base.rssKbPerConnection, 0.1))}` },
    );
    const memory = Math.max(ours.heapKbPerConnection, ours.rssKbPerConnection);
    verdicts.push(`${num(n)} idle connections: ${num(memory, 1)} KB each (target ≤ ${TARGET.kbPerConnection} KB): ${memory <= TARGET.kbPerConnection ? 'PASS' : 'OVER'}`);
    if (n === TARGET.subscribers) {
      const fast = ours.deliveriesPerS >= TARGET.deliveriesPerS && ours.p99Ms <= TARGET.p99Ms && ours.lost === 0;
      verdicts.push(`${num(n)} subscribers: ${num(ours.deliveriesPerS)} deliveries/s, p99 ${num(ours.p99Ms, 1)} ms (target ≥ ${num(TARGET.deliveriesPerS)}/s, p99 ≤ ${TARGET.p99Ms} ms): ${fast ? 'PASS' : 'OVER'}`);
    }
  }
  console.log(`\nChat fan-out: one room, one publisher keeping ${WINDOW} messages in flight, clients in a separate process, loopback, best of ${ROUNDS} alternating runs`);
  console.table(rows);
  console.log('Memory per idle connection is the larger of the heap and RSS growth of the server process after GC, divided by N.');
  for (const verdict of verdicts) console.log(verdict);
} finally {
  driver.stop();
}
