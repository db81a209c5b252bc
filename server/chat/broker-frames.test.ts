import { describe, expect, it } from 'vitest';
import { acceptsVersion12, negotiateHeartBeat } from './broker-frames';
import { StompParser } from './stomp';

const policy = { sendMs: 10_000, wantMs: 10_000 };

describe('negotiateHeartBeat', () => {
  it('runs each direction at the slower of offer and wish', () => {
    expect(negotiateHeartBeat('4000,20000', policy)).toEqual({ sendMs: 20_000, receiveMs: 10_000 });
  });

  it('turns a direction off when either side says 0', () => {
    expect(negotiateHeartBeat('0,0', policy)).toEqual({ sendMs: 0, receiveMs: 0 });
    expect(negotiateHeartBeat('5000,5000', { sendMs: 0, wantMs: 10_000 })).toEqual({ sendMs: 0, receiveMs: 10_000 });
  });

  it('treats a missing or garbled header as no heart-beats', () => {
    expect(negotiateHeartBeat(undefined, policy)).toEqual({ sendMs: 0, receiveMs: 0 });
    expect(negotiateHeartBeat('soon,later', policy)).toEqual({ sendMs: 0, receiveMs: 0 });
  });
});

describe('acceptsVersion12', () => {
  const connect = (headers: string) => new StompParser().push(`CONNECT\n${headers}\n\0`).frames[0]!;
  it('accepts a list that includes 1.2 and refuses one that does not', () => {
    expect(acceptsVersion12(connect('accept-version:1.0,1.1,1.2\n'))).toBe(true);
    expect(acceptsVersion12(connect('accept-version:1.0,1.1\n'))).toBe(false);
    expect(acceptsVersion12(connect(''))).toBe(false);
  });
});
