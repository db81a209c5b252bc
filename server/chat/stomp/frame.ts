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

/** CONNECT and CONNECTED headers are never escaped, so old clients can use ':' in passcodes. */
export const isUnescapedCommand = (command: string): boolean => command === 'CONNECT' || command === 'CONNECTED';
