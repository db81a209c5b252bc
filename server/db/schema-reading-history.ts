/** One article a member read: when first, and when a read of it last counted (lib/domain/reading-history). */
export interface ReadingHistoryTable {
  userId: number;
  articleId: number;
  firstReadAt: number;
  lastReadAt: number;
}
