import { describe, expect, it } from 'vitest';
import { feedPush } from './feed';
import { readFeedPush } from './feed-push';

const SAMPLES: unknown[] = [
  { type: 'new-post', postId: 12, authorId: 7 },
  { type: 'new-post', postId: 12, authorId: 7, extra: true },
  { type: 'new-post', postId: '12', authorId: 7 },
  { type: 'new-post', postId: 1.5, authorId: 7 },
  { type: 'new-post', postId: 12 },
  { type: 'old-post', postId: 12, authorId: 7 },
  null,
  'new-post',
  [],
  { type: 'new-post', postId: Number.MAX_SAFE_INTEGER + 2, authorId: 7 },
];

describe('readFeedPush', () => {
  it('answers as the feedPush schema does, for good and bad pushes alike', () => {
    for (const sample of SAMPLES) {
      const parsed = feedPush.safeParse(sample);
      expect(readFeedPush(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
