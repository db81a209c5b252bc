'use client';

import { createContext, useContext } from 'react';
import type { CommentKind } from '@/lib/domain/comments';

/** What every comment of one list shares: the item they are under and who is reading. */
export interface CommentScope {
  kind: CommentKind;
  itemId: number;
  /** The member reading, or 0 for a guest; part of the query keys. */
  viewerId: number;
  canModerate: boolean;
}

export const CommentScopeContext = createContext<CommentScope | null>(null);

export function useCommentScope(): CommentScope {
  const scope = useContext(CommentScopeContext);
  if (!scope) throw new Error('useCommentScope outside a comment list');
  return scope;
}
