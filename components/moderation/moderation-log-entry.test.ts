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

  it('says nothing of a detail it does not know', () => {
    expect(loggedDetail({ action: 'role', detail: 'member->staff' })).toEqual({ kind: 'none' });
    expect(loggedDetail({ action: 'delete', detail: null })).toEqual({ kind: 'none' });
    expect(loggedDetail({ action: 'mute', detail: '10 minutes' })).toEqual({ kind: 'none' });
  });
});
