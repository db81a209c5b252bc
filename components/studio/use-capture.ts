'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { captureError, listDevices, openCapture, type Capture, type CaptureChoice, type DeviceOption } from './media-capture';

export interface CaptureState {
  choice: CaptureChoice;
  stream: MediaStream | null;
  error: 'denied' | 'unavailable' | null;
  busy: boolean;
  cameras: DeviceOption[];
  mics: DeviceOption[];
  /** Opens (or reopens) the devices as chosen; a new choice is applied at once while one is open. */
  open(choice?: Partial<CaptureChoice>): Promise<void>;
  choose(choice: Partial<CaptureChoice>): void;
  /** Stops every track: the camera's light goes off. */
  stop(): void;
}

const INITIAL: CaptureChoice = { source: 'camera', cameraId: '', micId: '' };

/** The browser studio's camera or screen and microphone, released on unmount. */
export function useCapture(): CaptureState {
  const [choice, setChoice] = useState(INITIAL);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<CaptureState['error']>(null);
  const [busy, setBusy] = useState(false);
  const [devices, setDevices] = useState<{ cameras: DeviceOption[]; mics: DeviceOption[] }>({ cameras: [], mics: [] });
  const held = useRef<Capture | null>(null);

  const refreshDevices = useCallback(async () => {
    if (!navigator.mediaDevices?.enumerateDevices) return;
    setDevices(await listDevices().catch(() => ({ cameras: [], mics: [] })));
  }, []);

  const stop = useCallback(() => {
    held.current?.release();
    held.current = null;
    setStream(null);
  }, []);

  const open = useCallback(
    async (patch: Partial<CaptureChoice> = {}) => {
      const next = { ...choice, ...patch };
      setChoice(next);
      setBusy(true);
      setError(null);
      stop();
      try {
        const capture = await openCapture(next);
        held.current = capture;
        setStream(capture.stream);
        await refreshDevices();
      } catch (err) {
        setError(captureError(err));
      } finally {
        setBusy(false);
      }
    },
    [choice, refreshDevices, stop],
  );

  const choose = useCallback(
    (patch: Partial<CaptureChoice>) => {
      if (held.current) void open(patch);
      else setChoice((c) => ({ ...c, ...patch }));
    },
    [open],
  );

  // Devices are listed once access is given (before that, browsers name none of them).
  useEffect(() => {
    const media = navigator.mediaDevices;
    media?.addEventListener?.('devicechange', refreshDevices);
    return () => {
      media?.removeEventListener?.('devicechange', refreshDevices);
      held.current?.release();
      held.current = null;
    };
  }, [refreshDevices]);

  return { choice, stream, error, busy, cameras: devices.cameras, mics: devices.mics, open, choose, stop };
}
