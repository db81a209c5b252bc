'use client';

import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a moment; `start(ms)` sets it, 0 when over. */
export function useCountdown(): [number, (ms: number) => void] {
  const [until, setUntil] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (until === 0) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setUntil(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((ms: number) => setUntil((current) => Math.max(current, Date.now() + ms)), []);
  return [left, start];
}
