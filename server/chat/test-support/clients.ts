import { Client, type IFrame, type IMessage, type StompHeaders } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { StompParser, type StompFrame } from '../stomp';
import { Inbox } from './inbox';

export interface TestStompClient {
  client: Client;
  errors: Inbox<IFrame>;
  closed: Inbox<number>;
  subscribe(destination: string, headers?: StompHeaders): Inbox<IMessage>;
  /** Publishes and waits for the broker's RECEIPT. */
  sendWithReceipt(destination: string, body: unknown): Promise<void>;
  disconnect(): Promise<void>;
}

/** The real @stomp/stompjs client in Node: `ws` stands in for the browser's WebSocket. */
export function connectStomp(url: string, token: string, opts: { heartbeatMs?: number } = {}): Promise<TestStompClient> {
  const errors = new Inbox<IFrame>();
  const closed = new Inbox<number>();
  let receipts = 0;
  const client = new Client({
    webSocketFactory: () => new WebSocket(`${url}?token=${encodeURIComponent(token)}`),
    reconnectDelay: 0,
    heartbeatIncoming: opts.heartbeatMs ?? 0,
    heartbeatOutgoing: opts.heartbeatMs ?? 0,
    onStompError: (frame) => errors.push(frame),
    onWebSocketClose: (evt: { code: number }) => closed.push(evt.code),
  });
  const wrapped: TestStompClient = {
    client,
    errors,
    closed,
    subscribe(destination, headers = {}) {
      const inbox = new Inbox<IMessage>();
      client.subscribe(destination, (message) => inbox.push(message), headers);
      return inbox;
    },
    sendWithReceipt(destination, body) {
      const receipt = `r-${(receipts += 1)}`;
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no receipt ${receipt}`)), 3_000);
        client.watchForReceipt(receipt, () => {
          clearTimeout(timer);
          resolve();
        });
        client.publish({ destination, body: JSON.stringify(body), headers: { receipt } });
      });
    },
    async disconnect() {
      await client.deactivate();
    },
  };
  return new Promise((resolve, reject) => {
    client.onConnect = () => resolve(wrapped);
    client.onStompError = (frame) => {
      errors.push(frame);
      reject(new Error(`refused: ${frame.headers.message}`));
    };
    client.onWebSocketClose = (evt: { code: number }) => {
      closed.push(evt.code);
      reject(new Error(`closed before CONNECTED (${evt.code})`));
    };
    client.activate();
  }).then((c) => {
    client.onStompError = (frame) => errors.push(frame);
    client.onWebSocketClose = (evt: { code: number }) => closed.push(evt.code);
    return c as TestStompClient;
  });
}

export interface RawStompSocket {
  ws: WebSocket;
  frames: Inbox<StompFrame>;
  closed: Promise<number>;
  send(text: string | Buffer): void;
  /** Sends CONNECT and waits for CONNECTED. */
  connect(headers?: string): Promise<StompFrame>;
}

/** A bare WebSocket that speaks STOMP by hand, to send what a well-behaved client never would. */
export async function openRawSocket(url: string, token: string): Promise<RawStompSocket> {
  const ws = new WebSocket(`${url}?token=${encodeURIComponent(token)}`);
  const frames = new Inbox<StompFrame>();
  const parser = new StompParser({ frameMaxBytes: 1 << 24, maxHeaders: 64, maxHeaderLineBytes: 1 << 16 });
  ws.on('message', (data: Buffer) => parser.push(data).frames.forEach((f) => frames.push(f)));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const raw: RawStompSocket = {
    ws,
    frames,
    closed,
    send: (text) => ws.send(text),
    async connect(headers = 'accept-version:1.2\nheart-beat:0,0\n') {
      raw.send(`CONNECT\n${headers}\n\0`);
      return frames.next();
    },
  };
  return raw;
}
