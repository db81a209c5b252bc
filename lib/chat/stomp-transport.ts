import { Client, type IFrame, type IMessage, type IPublishParams, type StompHeaders, type StompSubscription } from '@stomp/stompjs';

/** The part of a STOMP client the chat socket uses; `@stomp/stompjs`'s Client has this shape. */
export interface StompTransport {
  activate(): void;
  deactivate(): Promise<void>;
  subscribe(destination: string, callback: (message: IMessage) => void, headers?: StompHeaders): StompSubscription;
  publish(params: IPublishParams): void;
  watchForReceipt(receiptId: string, callback: (frame: IFrame) => void): void;
}

export interface TransportHooks {
  onConnect(): void;
  onStompError(frame: IFrame): void;
  onClose(): void;
  onError(): void;
}

/** `connectHeaders` go in the CONNECT frame. */
export type TransportFactory = (url: string, hooks: TransportHooks, connectHeaders: StompHeaders) => StompTransport;

/** A connect that takes longer than this counts as failed, so the socket never hangs in "connecting". */
const CONNECTION_TIMEOUT_MS = 10_000;
const HEART_BEAT_MS = 20_000;

/**
 * One socket for one attempt. stompjs' own reconnect is off (`reconnectDelay: 0`): the chat socket
 * decides when to try again, so the spec's limits hold.
 */
export const stompTransport: TransportFactory = (url, hooks, connectHeaders) =>
  new Client({
    brokerURL: url,
    connectHeaders,
    reconnectDelay: 0,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    heartbeatIncoming: HEART_BEAT_MS,
    heartbeatOutgoing: HEART_BEAT_MS,
    onConnect: () => hooks.onConnect(),
    onStompError: (frame) => hooks.onStompError(frame),
    onWebSocketClose: () => hooks.onClose(),
    onWebSocketError: () => hooks.onError(),
  });
