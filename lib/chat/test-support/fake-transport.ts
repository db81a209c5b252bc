import type { IFrame, IMessage, IPublishParams, StompHeaders, StompSubscription } from '@stomp/stompjs';
import type { StompTransport, TransportFactory, TransportHooks } from '../stomp-transport';

interface FakeSubscription {
  destination: string;
  headers: StompHeaders;
  callback: (message: IMessage) => void;
  open: boolean;
}

/** A STOMP transport driven by the test: it decides when the socket connects, fails, answers or pushes. */
export class FakeTransport implements StompTransport {
  activated = false;
  deactivated = false;
  readonly subscriptions: FakeSubscription[] = [];
  readonly published: IPublishParams[] = [];
  private readonly receipts = new Map<string, (frame: IFrame) => void>();

  constructor(
    readonly url: string,
    readonly hooks: TransportHooks,
    readonly connectHeaders: StompHeaders = {},
  ) {}

  activate(): void {
    this.activated = true;
  }

  deactivate(): Promise<void> {
    this.deactivated = true;
    return Promise.resolve();
  }

  subscribe(destination: string, callback: (message: IMessage) => void, headers: StompHeaders = {}): StompSubscription {
    const sub: FakeSubscription = { destination, headers, callback, open: true };
    this.subscriptions.push(sub);
    return { id: `sub-${this.subscriptions.length}`, unsubscribe: () => void (sub.open = false) };
  }

  publish(params: IPublishParams): void {
    this.published.push(params);
  }

  watchForReceipt(receiptId: string, callback: (frame: IFrame) => void): void {
    this.receipts.set(receiptId, callback);
  }

  // What the server does:
  connected(): void {
    this.hooks.onConnect();
  }

  closed(): void {
    this.hooks.onClose();
  }

  errored(): void {
    this.hooks.onError();
  }

  receipt(receiptId: string): void {
    this.receipts.get(receiptId)?.(frame('RECEIPT', { 'receipt-id': receiptId }, ''));
  }

  refuse(receiptId: string, code: string, extra: Record<string, unknown> = {}): void {
    this.hooks.onStompError(frame('ERROR', { message: code, 'receipt-id': receiptId }, JSON.stringify({ code, message: code, ...extra })));
  }

  push(destination: string, body: string): void {
    for (const sub of this.subscriptions) if (sub.open && sub.destination === destination) sub.callback(frame('MESSAGE', { destination }, body) as IMessage);
  }

  lastReceipt(): string {
    const headers = this.published.at(-1)?.headers;
    return String(headers?.receipt);
  }
}

function frame(command: string, headers: StompHeaders, body: string): IFrame {
  return { command, headers, body, binaryBody: new TextEncoder().encode(body), isBinaryBody: false, escapeHeaderValues: false, skipContentLengthHeader: false } as IFrame;
}

/** A transport factory that records every socket it opens. */
export function fakeTransports(): { factory: TransportFactory; sockets: FakeTransport[]; last(): FakeTransport } {
  const sockets: FakeTransport[] = [];
  return {
    sockets,
    factory: (url, hooks, connectHeaders) => {
      const socket = new FakeTransport(url, hooks, connectHeaders);
      sockets.push(socket);
      return socket;
    },
    last() {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
