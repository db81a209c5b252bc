import { VIDEO_CONSTRAINTS } from './browser-ingest';

export type CaptureSource = 'camera' | 'screen';

/** The microphone choice that means "no sound". */
export const NO_MIC = 'none';

export interface CaptureChoice {
  source: CaptureSource;
  /** A camera's deviceId; empty for the browser's default. */
  cameraId: string;
  /** A microphone's deviceId, empty for the default, or NO_MIC. */
  micId: string;
}

export interface Capture {
  stream: MediaStream;
  /** Stops every track it opened and closes its mixer. */
  release(): void;
}

export interface DeviceOption {
  id: string;
  label: string;
}

function micConstraints(micId: string): MediaTrackConstraints | boolean {
  if (micId === NO_MIC) return false;
  return micId ? { deviceId: { exact: micId } } : true;
}

/**
 * The screen's video with the microphone's sound. When the shared tab or screen has sound of its own,
 * both are mixed into one track: a recorder takes one audio track only.
 */
function withMic(display: MediaStream, mic: MediaStream): Capture {
  const opened = [...display.getTracks(), ...mic.getTracks()];
  const stopAll = () => opened.forEach((t) => t.stop());
  if (display.getAudioTracks().length === 0) {
    return { stream: new MediaStream([...display.getVideoTracks(), ...mic.getAudioTracks()]), release: stopAll };
  }
  const context = new AudioContext();
  const mixed = context.createMediaStreamDestination();
  context.createMediaStreamSource(display).connect(mixed);
  context.createMediaStreamSource(mic).connect(mixed);
  return {
    stream: new MediaStream([...display.getVideoTracks(), ...mixed.stream.getAudioTracks()]),
    release: () => {
      stopAll();
      void context.close();
    },
  };
}

/** Opens the camera (or the screen) and the microphone as chosen. Throws what getUserMedia throws. */
export async function openCapture(choice: CaptureChoice, media: MediaDevices = navigator.mediaDevices): Promise<Capture> {
  const audio = micConstraints(choice.micId);
  if (choice.source === 'camera') {
    const video = { ...VIDEO_CONSTRAINTS, ...(choice.cameraId ? { deviceId: { exact: choice.cameraId } } : {}) };
    const stream = await media.getUserMedia({ video, audio });
    return { stream, release: () => stream.getTracks().forEach((t) => t.stop()) };
  }
  const display = await media.getDisplayMedia({ video: VIDEO_CONSTRAINTS, audio: true });
  if (audio === false) return { stream: display, release: () => display.getTracks().forEach((t) => t.stop()) };
  try {
    return withMic(display, await media.getUserMedia({ audio }));
  } catch (err) {
    display.getTracks().forEach((t) => t.stop());
    throw err;
  }
}

/** The cameras and microphones the browser lists; their names appear once access was given. */
export async function listDevices(media: MediaDevices = navigator.mediaDevices): Promise<{ cameras: DeviceOption[]; mics: DeviceOption[] }> {
  const all = await media.enumerateDevices();
  const of = (kind: MediaDeviceKind) => all.filter((d) => d.kind === kind && d.deviceId !== '').map((d, i) => ({ id: d.deviceId, label: d.label || `${i + 1}` }));
  return { cameras: of('videoinput'), mics: of('audioinput') };
}

/** Why a capture failed, in the studio's words: refused by the person or the browser, or no such device. */
export function captureError(err: unknown): 'denied' | 'unavailable' {
  const name = typeof err === 'object' && err !== null && 'name' in err ? String(err.name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}
