import type { SavedKind } from '@/lib/domain/saved';

/** An item a member saved to read later (lib/domain/saved). */
export interface SavedItemTable {
  userId: number;
  kind: SavedKind;
  itemId: number;
  createdAt: number;
}
