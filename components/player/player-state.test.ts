import { describe, expect, it } from 'vitest';
import { initialPlayerState, playerReducer, type PlayerEvent, type PlayerState } from './player-state';

const run = (...events: PlayerEvent[]): PlayerState => events.reduce(playerReducer, initialPlayerState());

describe('stream player state (spec §4)', () => {
  it('starts muted at volume 0.8 in HD, loading', () => {
    expect(initialPlayerState()).toEqual({ status: 'loading', muted: true, volume: 0.8, closed: false, awaitingFirstPlay: true, quality: 'HD' });
  });

  it('is unmuted on the first play the viewer allowed sound for', () => {
    const s = run({ type: 'play', userActivated: true });
    expect(s.muted).toBe(false);
    expect(s.volume).toBe(0.8);
  });

  it('stays muted through a muted autoplay, then unmutes on the first play with the viewer', () => {
    const autoplayed = run({ type: 'play', userActivated: false }, { type: 'playing' });
    expect(autoplayed.muted).toBe(true);
    expect(playerReducer(autoplayed, { type: 'play', userActivated: true }).muted).toBe(false);
  });

  it('unmutes only on the first play', () => {
    const s = run({ type: 'play', userActivated: true }, { type: 'toggleMute' }, { type: 'play', userActivated: true });
    expect(s.muted).toBe(true);
  });

  it('marks a pause as closed and keeps it muted', () => {
    const s = run({ type: 'play', userActivated: true }, { type: 'pause' });
    expect(s).toMatchObject({ status: 'paused', closed: true, muted: true });
  });

  it('does not unmute on play after the viewer paused', () => {
    const s = run({ type: 'pause' }, { type: 'play', userActivated: true });
    expect(s.muted).toBe(true);
    expect(s.closed).toBe(false);
  });

  it('does not unmute when the viewer chose muted before playing', () => {
    const s = run({ type: 'toggleMute' }, { type: 'toggleMute' }, { type: 'play', userActivated: true });
    expect(s.muted).toBe(true);
    expect(run({ type: 'toggleMute' }).muted).toBe(false);
  });

  it('mutes at volume 0 and clamps the volume', () => {
    expect(run({ type: 'volume', value: 0 })).toMatchObject({ muted: true, volume: 0 });
    expect(run({ type: 'volume', value: 1.7 })).toMatchObject({ muted: false, volume: 1 });
    expect(run({ type: 'volume', value: Number.NaN }).volume).toBe(0.8);
  });

  it('brings the volume back when unmuting from zero', () => {
    expect(run({ type: 'volume', value: 0 }, { type: 'toggleMute' })).toMatchObject({ muted: false, volume: 0.8 });
  });

  it('changes quality, and ignores choosing the current one', () => {
    const playing = run({ type: 'playing' });
    expect(playerReducer(playing, { type: 'quality', quality: 'SD' })).toMatchObject({ quality: 'SD' });
    expect(playerReducer(playing, { type: 'quality', quality: 'HD' })).toBe(playing);
  });

  it('shows buffering while playing but not while paused', () => {
    expect(run({ type: 'playing' }, { type: 'waiting' }).status).toBe('loading');
    expect(run({ type: 'pause' }, { type: 'waiting' }).status).toBe('paused');
  });

  it('goes to error and back to loading on retry', () => {
    expect(run({ type: 'error' }).status).toBe('error');
    expect(run({ type: 'error' }, { type: 'retry' }).status).toBe('loading');
  });
  it('keeps saying it is reconnecting through a new try, until a frame plays', () => {
    const s = run({ type: 'playing' }, { type: 'waiting' }, { type: 'reconnecting' }, { type: 'waiting' });
    expect(s.status).toBe('reconnecting');
    expect(playerReducer(s, { type: 'playing' }).status).toBe('playing');
  });

  it('does not take a stream the viewer paused for one reconnecting', () => {
    expect(run({ type: 'pause' }, { type: 'reconnecting' }).status).toBe('paused');
  });
});
