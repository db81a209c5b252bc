import { describe, expect, it } from 'vitest';
import { BrowserIngest, helloFor, pickMimeType, readReply, RECORDER_TIMESLICE_MS, socketUrl, type IngestEvent } from './browser-ingest';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: unknown) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  reply(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
}

class FakeRecorder {
  state: 'inactive' | 'recording' = 'inactive';
  timeslice: number | null = null;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  start(timeslice: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  stop() {
    this.state = 'inactive';
  }
  emit(data: Blob) {
    this.ondataavailable?.({ data });
  }
}

const track = (kind: 'video' | 'audio', settings: MediaTrackSettings = {}) => ({ kind, getSettings: () => settings }) as unknown as MediaStreamTrack;
const fakeStream = (video: MediaStreamTrack[], audio: MediaStreamTrack[]) => ({ getVideoTracks: () => video, getAudioTracks: () => audio }) as unknown as MediaStream;

function setUp(ticket: { ok: true; path: string } | { ok: false; status: number } = { ok: true, path: '/ingest?ticket=abc' }, supported: (t: string) => boolean = (t) => t === 'video/webm;codecs=vp8,opus') {
  const events: IngestEvent[] = [];
  const sockets: FakeSocket[] = [];
  const recorders: FakeRecorder[] = [];
  const stream = fakeStream([track('video', { width: 1280, height: 720 })], [track('audio')]);
  const ingest = new BrowserIngest(stream, {
    requestTicket: async () => ticket,
    onEvent: (e) => events.push(e),
    isTypeSupported: supported,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s as unknown as WebSocket;
    },
    createRecorder: () => {
      const r = new FakeRecorder();
      recorders.push(r);
      return r as unknown as MediaRecorder;
    },
    location: { protocol: 'https:', host: 'studio.example' },
  });
  return { ingest, events, sockets, recorders };
}

describe('the browser ingest client', () => {
  it('asks for H.264 first, then VP8, then any WebM, and for nothing else', () => {
    expect(pickMimeType(() => true)).toBe('video/webm;codecs=h264,opus');
    expect(pickMimeType((t) => t !== 'video/webm;codecs=h264,opus')).toBe('video/webm;codecs=vp8,opus');
    expect(pickMimeType((t) => t === 'video/webm')).toBe('video/webm');
    expect(pickMimeType((t) => t === 'video/mp4')).toBeNull();
  });

  it('says the video\'s actual size and whether it has sound', () => {
    expect(helloFor(fakeStream([track('video', { width: 1920, height: 1080 })], []), 'video/webm')).toEqual({ type: 'hello', mimeType: 'video/webm', width: 1920, height: 1080, hasAudio: false });
  });

  it('opens the socket on the page\'s own host, ws or wss as the page', () => {
    expect(socketUrl('/ingest?ticket=t', { protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/ingest?ticket=t');
    expect(socketUrl('/ingest?ticket=t', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ingest?ticket=t');
  });

  it('sends the hello first, then each chunk as a binary message, one chunk a second', async () => {
    const { ingest, events, sockets, recorders } = setUp();
    await ingest.start();
    const socket = sockets[0];
    expect(socket?.url).toBe('wss://studio.example/ingest?ticket=abc');
    socket?.open();
    expect(JSON.parse(String(socket?.sent[0]))).toEqual({ type: 'hello', mimeType: 'video/webm;codecs=vp8,opus', width: 1280, height: 720, hasAudio: true });
    expect(recorders[0]?.timeslice).toBe(RECORDER_TIMESLICE_MS);
    const chunk = new Blob([new Uint8Array([1, 2, 3])]);
    recorders[0]?.emit(chunk);
    recorders[0]?.emit(new Blob([]));
    expect(socket?.sent.slice(1)).toEqual([chunk]);
    socket?.reply({ type: 'accepted', broadcastId: 7 });
    expect(events).toEqual([{ type: 'connecting' }, { type: 'accepted', broadcastId: 7 }]);
  });

  it('stops recording and closes when the server refuses, naming why', async () => {
    const { ingest, events, sockets, recorders } = setUp();
    await ingest.start();
    sockets[0]?.open();
    sockets[0]?.reply({ type: 'refused', reason: 'no-video' });
    expect(events.at(-1)).toEqual({ type: 'refused', reason: 'no-video' });
    expect(recorders[0]?.state).toBe('inactive');
    expect(sockets[0]?.closedWith).toBe(1000);
  });

  it('reports a socket that closes under it, once', async () => {
    const { ingest, events, sockets, recorders } = setUp();
    await ingest.start();
    sockets[0]?.open();
    sockets[0]?.onclose?.({ code: 1006 });
    expect(events.at(-1)).toEqual({ type: 'closed', code: 1006 });
    expect(recorders[0]?.state).toBe('inactive');
    ingest.stop();
    expect(events.filter((e) => e.type === 'closed')).toHaveLength(1);
  });

  it('opens no socket without a ticket, nor in a browser that cannot record WebM', async () => {
    const refused = setUp({ ok: false, status: 409 });
    await refused.ingest.start();
    expect(refused.events.at(-1)).toEqual({ type: 'no-ticket', status: 409 });
    expect(refused.sockets).toEqual([]);
    const old = setUp(undefined, () => false);
    await old.ingest.start();
    expect(old.events).toEqual([{ type: 'unsupported' }]);
    expect(old.sockets).toEqual([]);
  });

  it('ignores messages that are not one of the server\'s answers', () => {
    expect(readReply('{"type":"refused","reason":"because"}')).toBeNull();
    expect(readReply('not json')).toBeNull();
    expect(readReply(new ArrayBuffer(2))).toBeNull();
    expect(readReply('{"type":"ended"}')).toEqual({ type: 'ended' });
  });
});
