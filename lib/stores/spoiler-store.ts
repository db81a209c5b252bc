import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
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

export const useSpoilerStore = create<SpoilerState>()(
  persist(
    (set, get) => ({
      on: false,
      revealed: [],
      toggle: () => set({ on: !get().on, revealed: [] }),
      reveal: (fixtureId) => set({ revealed: [...get().revealed.filter((id) => id !== fixtureId), fixtureId].slice(-REVEALED_MAX) }),
    }),
    {
      name: SPOILER_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ on: s.on, revealed: s.revealed }),
      merge: (persisted, current) => {
        const p = persisted as { on?: unknown; revealed?: unknown } | undefined;
        const revealed = Array.isArray(p?.revealed) ? p.revealed.filter((id): id is number => Number.isInteger(id)) : [];
        return { ...current, on: p?.on === true, revealed };
      },
      // Read after hydration so the server's markup matches the first client render.
      skipHydration: true,
    },
  ),
);

/** Whether a match's result is hidden from this viewer right now. */
export const useResultHidden = (fixtureId: number | null | undefined): boolean =>
  useSpoilerStore((s) => s.on && fixtureId != null && !s.revealed.includes(fixtureId));

// Rehydration sets the state synchronously and React draws it before the next paint, so the
// pre-paint rule can step aside right away without the results showing in between.
if (typeof document !== 'undefined') useSpoilerStore.persist.onFinishHydration(markSpoilerReady);
