import type { ViewKind } from '@/lib/domain/views';

/** When a viewer's view of an item last counted (lib/domain/views). */
export interface ContentViewTable {
  kind: ViewKind;
  itemId: number;
  viewer: string;
  countedAt: number;
}
