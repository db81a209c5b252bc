import type { ExternalToast } from 'sonner';

// Most visits never show a toast, so the toast library loads on the first one instead of with every page.

type Kind = 'message' | 'success' | 'error' | 'warning' | 'info';

let wanted = false;
const wantListeners = new Set<() => void>();
let announceMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  announceMounted = resolve;
});

export function subscribeToasterWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function markToasterMounted(): void {
  announceMounted();
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of wantListeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast: sonner }]) => {
    if (kind === 'message') sonner(message, options);
    else sonner[kind](message, options);
  });
}

/** sonner's `toast`, same calls, loaded lazily. */
export const toast = Object.assign((message: string, options?: ExternalToast) => show('message', message, options), {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
});
