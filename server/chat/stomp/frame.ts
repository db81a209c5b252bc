/** A decoded STOMP frame. Headers keep the first value of a repeated name, as STOMP 1.2 requires. */
export interface StompFrame {
  command: string;
  headers: ReadonlyMap<string, string>;
  body: Buffer;
}

export type StompHeaders = ReadonlyArray<readonly [name: string, value: string]>;

export type StompFrameErrorCode = 'frame-too-large' | 'too-many-headers' | 'header-too-long' | 'malformed-frame';

/** Why a byte stream is not STOMP we accept. The connection is unusable after one of these. */
export class StompFrameError extends Error {
  constructor(
    readonly code: StompFrameErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const CLIENT_COMMANDS = ['CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT'] as const;
export const SERVER_COMMANDS = ['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR'] as const;

/** CONNECT and CONNECTED headers are never escaped, so old clients can use ':' in passcodes. */
export const isUnescapedCommand = (command: string): boolean => command === 'CONNECT' || command === 'CONNECTED';
