import { DEFAULT_QUALITY, type QualityKey } from '@/lib/domain/quality-profiles';

/** Spec §4: the player starts muted, autoplays, at volume 0.8. */
export const START_VOLUME = 0.8;

/** `reconnecting`: a commentator's stream stalled or failed while their broadcast holds the air; the player keeps trying. */
export type PlaybackStatus = 'loading' | 'playing' | 'paused' | 'reconnecting' | 'error';

export interface PlayerState {
  status: PlaybackStatus;
  muted: boolean;
  volume: number;
  /** The viewer paused: the stream is "closed" and stays muted (spec §4). */
  closed: boolean;
  /** The first play with the viewer's consent to sound has not happened yet; it unmutes. */
  awaitingFirstPlay: boolean;
  quality: QualityKey;
}

export type PlayerEvent =
  /** Playback started; `userActivated` says the viewer has interacted with the page, so sound is allowed. */
  | { type: 'play'; userActivated: boolean }
  | { type: 'playing' }
  | { type: 'waiting' }
  | { type: 'pause' }
  | { type: 'toggleMute' }
  | { type: 'unmute' }
  | { type: 'volume'; value: number }
  | { type: 'quality'; quality: QualityKey }
  | { type: 'error' }
  /** The stream stalled or failed, and is expected back. */
  | { type: 'reconnecting' }
  | { type: 'retry' };

export function initialPlayerState(quality: QualityKey = DEFAULT_QUALITY): PlayerState {
  return { status: 'loading', muted: true, volume: START_VOLUME, closed: false, awaitingFirstPlay: true, quality };
}

function clampVolume(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : START_VOLUME;
}

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'play':
      if (state.closed) return { ...state, closed: false };
      // Browsers pause a video unmuted without the viewer's gesture, so a muted autoplay waits for one.
      if (state.awaitingFirstPlay && event.userActivated) return { ...state, muted: false, awaitingFirstPlay: false };
      return state;
    case 'playing':
      return { ...state, status: 'playing' };
    case 'waiting':
      // A new try while reconnecting keeps saying so until a frame plays.
      return state.status === 'paused' || state.status === 'reconnecting' ? state : { ...state, status: 'loading' };
    case 'pause':
      return { ...state, status: 'paused', closed: true, muted: true, awaitingFirstPlay: false };
    case 'toggleMute':
      return { ...state, muted: !state.muted, volume: state.muted && state.volume === 0 ? START_VOLUME : state.volume, awaitingFirstPlay: false };
    case 'unmute':
      return { ...state, muted: false, volume: state.volume === 0 ? START_VOLUME : state.volume, awaitingFirstPlay: false };
    case 'volume': {
      const volume = clampVolume(event.value);
      return { ...state, volume, muted: volume === 0, awaitingFirstPlay: false };
    }
    case 'quality':
      return event.quality === state.quality ? state : { ...state, quality: event.quality };
    case 'error':
      return { ...state, status: 'error' };
    case 'reconnecting':
      return state.status === 'paused' ? state : { ...state, status: 'reconnecting' };
    case 'retry':
      return { ...state, status: 'loading' };
  }
}
