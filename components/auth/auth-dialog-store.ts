import { create } from 'zustand';

export type AuthView = 'login' | 'register';
export const AUTH_VIEWS: readonly AuthView[] = ['login', 'register'];

export interface AuthDialogState {
  isOpen: boolean;
  view: AuthView;
  /** Grows on every opening; the forms are keyed on it so each opening starts blank. */
  openings: number;
  open(view?: AuthView): void;
  close(): void;
  setView(view: AuthView): void;
}

/** UI state of the one log-in / sign-up dialog, so anything (header, bottom bar, chat) can open it. */
export const useAuthDialog = create<AuthDialogState>()((set, get) => ({
  isOpen: false,
  view: 'login',
  openings: 0,
  open(view = 'login') {
    if (get().isOpen) return set({ view });
    set((s) => ({ isOpen: true, view, openings: s.openings + 1 }));
  },
  close() {
    if (get().isOpen) set({ isOpen: false });
  },
  setView(view) {
    set({ view });
  },
}));

/** Opens the dialog from code outside React (e.g. a chat send attempt by a guest). */
export function openAuthDialog(view: AuthView = 'login'): void {
  useAuthDialog.getState().open(view);
}
