import { create } from 'zustand';
import { markSpoilerReady, SPOILER_STORAGE_KEY } from './spoiler-dom';

/** Spoiler-free mode: scores and results stay hidden until the viewer reveals them, one match at a time. */
export interface SpoilerState {
  on: boolean;
  /** Matches whose result the viewer chose to see. */
  revealed: readonly number[];
  toggle(): void;
  reveal(fixtureId: number): void;
}

/** Revealed matches kept, the latest last: enough for a week of watching. */
const REVEALED_MAX = 200;

type Choice = Pick<SpoilerState, 'on' | 'revealed'>;

/** The stored choice, `{ state: { on, revealed } }` (the shape the pre-paint script reads); a broken one is "off", none is null. */
function readChoice(): Choice | null {
  try {
    const text = localStorage.getItem(SPOILER_STORAGE_KEY);
    if (text === null) return null;
    const stored = JSON.parse(text) as { state?: { on?: unknown; revealed?: unknown } } | null;
    const revealed = Array.isArray(stored?.state?.revealed) ? stored.state.revealed.filter((id): id is number => Number.isInteger(id)) : [];
    return { on: stored?.state?.on === true, revealed };
  } catch {
    return { on: false, revealed: [] };
  }
}

function keep(choice: Choice): void {
  try {
    localStorage.setItem(SPOILER_STORAGE_KEY, JSON.stringify({ state: choice, version: 0 }));
  } catch {
    // Storage full or blocked: the choice holds for this page only.
  }
}

// Kept by hand rather than with zustand's persist middleware: the article and clip pages carry this
// store, and the few lines here weigh less than the middleware.
export const useSpoilerStore = create<SpoilerState>()((set, get) => ({
  on: false,
  revealed: [],
  toggle: () => {
    set({ on: !get().on, revealed: [] });
    keep({ on: get().on, revealed: [] });
  },
  reveal: (fixtureId) => {
    set({ revealed: [...get().revealed.filter((id) => id !== fixtureId), fixtureId].slice(-REVEALED_MAX) });
    keep({ on: get().on, revealed: get().revealed });
  },
}));

/**
 * Reads the viewer's choice into the store, after hydration so the server's markup matches the first
 * client render. It sets the state synchronously and React draws it before the next paint, so the
 * pre-paint rule can step aside right away without the results showing in between.
 */
export function hydrateSpoilerStore(): void {
  const choice = readChoice();
  if (choice) useSpoilerStore.setState(choice);
  markSpoilerReady();
}

/** Whether a match's result is hidden from this viewer right now. */
export const useResultHidden = (fixtureId: number | null | undefined): boolean =>
  useSpoilerStore((s) => s.on && fixtureId != null && !s.revealed.includes(fixtureId));
