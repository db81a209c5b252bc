'use client';

import { useEffect, useRef, useState } from 'react';

// A top loading bar for client navigations (spec §2). Small on purpose: it ships with every page.

const TRICKLE_MS = 300;
const SHOW_AFTER_MS = 120;
const SAFETY_MS = 10_000;

type Phase = 'idle' | 'running' | 'done';

function isNavigationClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

export function RouteProgress() {
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clear = () => {
      for (const t of timers.current) window.clearTimeout(t);
      timers.current = [];
    };
    const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));
    const trickle = () => {
      setProgress((p) => p + (0.9 - p) * 0.15);
      later(trickle, TRICKLE_MS);
    };
    const start = () => {
      clear();
      setProgress(0.08);
      // Fast navigations finish before the bar would show: no flash.
      later(() => setPhase('running'), SHOW_AFTER_MS);
      later(trickle, TRICKLE_MS);
      later(finish, SAFETY_MS);
    };
    const finish = () => {
      if (timers.current.length === 0) return;
      clear();
      setProgress(1);
      setPhase((p) => (p === 'running' ? 'done' : 'idle'));
      later(() => setPhase('idle'), 400);
    };

    const onClick = (event: MouseEvent) => {
      if (isNavigationClick(event)) start();
    };
    // The router writes history when a navigation commits; that is the moment the new page is in.
    const { pushState, replaceState } = window.history;
    window.history.pushState = function patchedPush(...args: Parameters<History['pushState']>) {
      pushState.apply(this, args);
      finish();
    };
    window.history.replaceState = function patchedReplace(...args: Parameters<History['replaceState']>) {
      replaceState.apply(this, args);
      finish();
    };
    document.addEventListener('click', onClick, true);
    return () => {
      clear();
      document.removeEventListener('click', onClick, true);
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
    };
  }, []);

  if (phase === 'idle') return null;
  return (
    <div
      aria-hidden
      data-testid="route-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] origin-left bg-accent transition-[transform,opacity] duration-300 ease-out"
      style={{ transform: `scaleX(${progress})`, opacity: phase === 'done' ? 0 : 1 }}
    />
  );
}
