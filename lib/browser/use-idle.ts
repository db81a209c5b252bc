'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** False while the page starts, true from the browser's first idle moment (within `timeoutMs`). */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
