/**
 * Runs `callback` when the browser has nothing more urgent to do (within `timeoutMs` at the latest), in
 * a task of its own; returns a function that cancels it. Work a viewer does not wait for goes here, so
 * it does not lengthen the task that hydrates the page.
 */
export function whenIdle(callback: () => void, timeoutMs = 500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 50);
  return () => window.clearTimeout(id);
}
