import { create } from 'zustand';

interface ReauthState {
  isOpen: boolean;
  /** Grows on every opening; the dialog's form is keyed on it so each opening starts blank. */
  openings: number;
  waiting: ((proved: boolean) => void) | null;
  /** Opens the dialog; resolves true once the member has proved who they are, false if they close it. */
  ask(): Promise<boolean>;
  settle(proved: boolean): void;
}

/** The account page's "confirm it's you" dialog, asked for by any of its forms. */
export const useReauth = create<ReauthState>()((set, get) => ({
  isOpen: false,
  openings: 0,
  waiting: null,
  ask() {
    get().waiting?.(false);
    return new Promise<boolean>((resolve) => set((s) => ({ isOpen: true, openings: s.openings + 1, waiting: resolve })));
  },
  settle(proved) {
    get().waiting?.(proved);
    set({ isOpen: false, waiting: null });
  },
}));
