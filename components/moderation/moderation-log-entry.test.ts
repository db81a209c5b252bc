import { describe, expect, it } from 'vitest';
import { loggedDetail } from './moderation-log-entry';

describe('loggedDetail', () => {
  it('reads a mute or slow-mode duration in seconds', () => {
    expect(loggedDetail({ action: 'mute', detail: '600s' })).toEqual({ kind: 'seconds', seconds: 600 });
    expect(loggedDetail({ action: 'slow-mode', detail: '0s' })).toEqual({ kind: 'seconds', seconds: 0 });
  });

  it('reads a ban without a duration as lasting until lifted', () => {
    expect(loggedDetail({ action: 'ban', detail: null })).toEqual({ kind: 'until-lifted' });
    expect(loggedDetail({ action: 'ban', detail: '3600s' })).toEqual({ kind: 'seconds', seconds: 3600 });
  });

  it('reads the commentator approval as a role change', () => {
    expect(loggedDetail({ action: 'role', detail: 'member->commentator' })).toEqual({ kind: 'became-commentator' });
  });

  it('reads the article a moderated comment is under', () => {
    expect(loggedDetail({ action: 'comment-hide', detail: 'article:42' })).toEqual({ kind: 'article', id: 42 });
    expect(loggedDetail({ action: 'comment-delete', detail: 'clip:7' })).toEqual({ kind: 'none' });
  });

  it('reads the item a review-queue action closed, and a suspension’s days', () => {
    expect(loggedDetail({ action: 'review-remove', detail: 'post:12' })).toEqual({ kind: 'reviewed', item: 'post', id: 12, days: null });
    expect(loggedDetail({ action: 'review-suspend', detail: 'chat:55;7d' })).toEqual({ kind: 'reviewed', item: 'chat', id: 55, days: 7 });
    expect(loggedDetail({ action: 'review-dismiss', detail: 'member:3' })).toEqual({ kind: 'reviewed', item: 'member', id: 3, days: null });
    expect(loggedDetail({ action: 'review-warn', detail: 'video:3' })).toEqual({ kind: 'none' });
  });

  it('says nothing of a detail it does not know', () => {
    expect(loggedDetail({ action: 'role', detail: 'member->staff' })).toEqual({ kind: 'none' });
    expect(loggedDetail({ action: 'delete', detail: null })).toEqual({ kind: 'none' });
    expect(loggedDetail({ action: 'mute', detail: '10 minutes' })).toEqual({ kind: 'none' });
  });
});
