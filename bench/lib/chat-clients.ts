// The chat bench's client side, in its own process so the server's memory and CPU are its own:
// N subscriber sockets and one publisher that keeps a few messages in flight.
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { percentileOf, STAMP_PREFIX, type ClientCommand, type ClientReply } from './chat-protocol';

const reply = (message: ClientReply) => process.send?.(message);
const OPEN_BATCH = 200;

let subscribers: WebSocket[] = [];
let publisher: WebSocket | null = null;
let onDelivery: (seq: number, latencyMs: number) => void = () => {};

function readStamp(data: Buffer): [seq: number, stamp: number] | null {
  const at = data.indexOf(STAMP_PREFIX);
  if (at === -1) return null;
  const start = at + STAMP_PREFIX.length;
  const text = data.toString('latin1', start, data.indexOf('"', start));
  const [seq, stamp] = text.split(':');
  return [Number(seq), Number(stamp)];
}

function waitFor(ws: WebSocket, predicate: (data: Buffer) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const listener = (data: Buffer) => {
      if (!predicate(data)) return;
      ws.off('message', listener);
      resolve();
    };
    ws.on('message', listener);
    ws.once('close', () => reject(new Error('socket closed during the handshake')));
  });
}

async function openSocket(url: string, token: string, stomp: boolean, destination: string | null): Promise<WebSocket> {
  const ws = new WebSocket(`${url}?token=${encodeURIComponent(token)}`, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  if (stomp) {
    const connected = waitFor(ws, (d) => d.subarray(0, 9).toString() === 'CONNECTED');
    ws.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
    await connected;
    if (destination) {
      const history = waitFor(ws, (d) => d.subarray(0, 7).toString() === 'MESSAGE');
      ws.send(`SUBSCRIBE\nid:sub-0\ndestination:${destination}\nx-no-join:true\n\n\0`);
      await history;
    }
  }
  return ws;
}

async function open(cmd: Extract<ClientCommand, { cmd: 'open' }>): Promise<void> {
  for (let i = 0; i < cmd.tokens.length; i += OPEN_BATCH) {
    const batch = cmd.tokens.slice(i, i + OPEN_BATCH);
    subscribers.push(...(await Promise.all(batch.map((token) => openSocket(cmd.url, token, cmd.stomp, cmd.destination)))));
  }
  for (const ws of subscribers) {
    ws.on('message', (data: Buffer) => {
      const stamp = readStamp(data);
      if (stamp) onDelivery(stamp[0], performance.now() - stamp[1]);
    });
  }
  publisher = await openSocket(cmd.url, cmd.publisherToken, cmd.stomp, null);
  reply({ type: 'ready', subscribers: subscribers.length });
}

function run(cmd: Extract<ClientCommand, { cmd: 'run' }>): void {
  const n = subscribers.length;
  const expected = n * cmd.messages;
  const latencies = new Float64Array(expected);
  const received = new Uint32Array(cmd.messages);
  let delivered = 0;
  let published = 0;
  let inFlight = 0;
  const started = performance.now();
  let finished = false;

  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(deadline);
    onDelivery = () => {};
    const sorted = latencies.subarray(0, delivered).sort();
    reply({ type: 'result', delivered, expected, elapsedMs: performance.now() - started, p50Ms: percentileOf(sorted, 50), p99Ms: percentileOf(sorted, 99) });
  };
  const publish = () => {
    while (inFlight < cmd.window && published < cmd.messages) {
      const body = JSON.stringify({ groupId: cmd.groupId, originalMessage: `b:${published}:${performance.now()}` });
      publisher?.send(`SEND\ndestination:/chat.sendMessage\ncontent-type:application/json\n\n${body}\0`);
      published += 1;
      inFlight += 1;
    }
  };
  onDelivery = (seq, latencyMs) => {
    if (seq >= cmd.messages) return;
    latencies[delivered] = latencyMs;
    delivered += 1;
    received[seq] = (received[seq] ?? 0) + 1;
    if (received[seq] === n) {
      inFlight -= 1;
      if (published < cmd.messages) publish();
    }
    if (delivered === expected) finish();
  };
  // A lost delivery (a dropped socket) must not hang the bench: report what arrived.
  const deadline = setTimeout(finish, 120_000);
  publish();
}

async function closeAll(): Promise<void> {
  const sockets = publisher ? [...subscribers, publisher] : subscribers;
  await Promise.all(sockets.map((ws) => new Promise<void>((resolve) => {
    if (ws.readyState === ws.CLOSED) return resolve();
    ws.once('close', () => resolve());
    ws.terminate();
  })));
  subscribers = [];
  publisher = null;
  // Collect the closed sockets now rather than in the middle of the next round.
  (globalThis as { gc?: () => void }).gc?.();
  reply({ type: 'closed' });
}

process.on('message', (cmd: ClientCommand) => {
  const done = cmd.cmd === 'open' ? open(cmd) : cmd.cmd === 'run' ? Promise.resolve(run(cmd)) : closeAll();
  done.catch((err: unknown) => reply({ type: 'error', message: String(err) }));
});
process.on('disconnect', () => process.exit(0));
