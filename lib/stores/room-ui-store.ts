import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_ROOM_MODE, isRoomMode, type RoomMode } from '@/lib/domain/layout-mode';

/** Live-room presentation the viewer chose; kept in local storage so it survives a reload. */
export interface RoomUiState {
  mode: RoomMode;
  setMode(mode: RoomMode): void;
  toggleMode(): void;
}

export const ROOM_UI_STORAGE_KEY = 'room-ui';

export const useRoomUiStore = create<RoomUiState>()(
  persist(
    (set, get) => ({
      mode: DEFAULT_ROOM_MODE,
      setMode: (mode) => set({ mode }),
      toggleMode: () => set({ mode: get().mode === 'theatre' ? 'normal' : 'theatre' }),
    }),
    {
      name: ROOM_UI_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ mode: state.mode }),
      // A stored value from an older or tampered build falls back to the default.
      merge: (persisted, current) => {
        const mode = (persisted as { mode?: unknown } | undefined)?.mode;
        return { ...current, mode: isRoomMode(mode) ? mode : DEFAULT_ROOM_MODE };
      },
      // Read after hydration so the server's markup (always normal) matches the first client render.
      skipHydration: true,
    },
  ),
);
