import { create } from 'zustand';

/** The two tabs of the dialog. */
export type AuthTab = 'login' | 'register';
export const AUTH_VIEWS: readonly AuthTab[] = ['login', 'register'];
/** What the dialog shows: a tab, or the forgotten-password steps. */
export type AuthView = AuthTab | 'forgot';

export interface AuthDialogState {
  isOpen: boolean;
  view: AuthView;
  /** Grows on every opening; the forms are keyed on it so each opening starts blank. */
  openings: number;
  /** An invite code from the address (`?ref=CODE`), filled into the sign-up form. */
  referralCode: string | null;
  open(view?: AuthView): void;
  setReferralCode(code: string | null): void;
  close(): void;
  setView(view: AuthView): void;
}

/** UI state of the one log-in / sign-up dialog, so anything (header, bottom bar, chat) can open it. */
export const useAuthDialog = create<AuthDialogState>()((set, get) => ({
  isOpen: false,
  view: 'login',
  openings: 0,
  referralCode: null,
  setReferralCode(code) {
    set({ referralCode: code });
  },
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
