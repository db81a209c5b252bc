import type { SavedKind } from '@/lib/domain/saved';

/** The button's spoken name per kind: an article is read later, a clip watched. */
export const SAVE_LABELS = {
  article: { save: 'saveLabel', unsave: 'unsaveLabel' },
  clip: { save: 'saveClipLabel', unsave: 'unsaveClipLabel' },
  post: { save: 'savePostLabel', unsave: 'unsavePostLabel' },
} as const satisfies Record<SavedKind, { save: string; unsave: string }>;
