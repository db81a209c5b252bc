import type { Generated } from 'kysely';
import type { ChapterKind, HighlightCategory, HighlightType } from '@/lib/domain/highlights';
import type { TranslatedColumns } from '@/lib/domain/translated-text';

/** A clip cut from the recording: `startSeconds` into it, `durationSeconds` long. */
export interface HighlightClipTable extends TranslatedColumns<'title'> {
  id: Generated<number>;
  category: HighlightCategory;
  type: HighlightType;
  fixtureId: number | null;
  /** The match package a single-moment clip belongs to. */
  parentId: number | null;
  /** The match event (seq) a single-moment clip shows. */
  eventSeq: number | null;
  startSeconds: number;
  durationSeconds: number;
  /** The on-demand video the clip is cut from; null for the demo recording. */
  assetId?: number | null;
  poster: string;
  viewCount: Generated<number>;
  publishedAt: number;
  createdAt: number;
}

/** A moment marked on a clip's timeline. */
export interface HighlightChapterTable extends TranslatedColumns<'label'> {
  id: Generated<number>;
  clipId: number;
  atSeconds: number;
  kind: ChapterKind;
  /** The match minute, for chapters of match events. */
  minute: number | null;
  eventSeq: number | null;
}

/** Where a member stopped watching a clip. */
export interface HighlightPositionTable {
  userId: number;
  clipId: number;
  seconds: number;
  updatedAt: number;
}
