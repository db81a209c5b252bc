'use client';

import { lazy, Suspense } from 'react';
import type { ArticleClipProps } from './article-clip';

// Drawn on the server like the rest of the body; its code reaches the browser only with an article that embeds a clip.
const ArticleClip = lazy(() => import('./article-clip').then((m) => ({ default: m.ArticleClip })));

/** Where a highlight block sits in an article. */
export function ArticleClipSlot(props: ArticleClipProps) {
  return (
    <Suspense fallback={null}>
      <ArticleClip {...props} />
    </Suspense>
  );
}
