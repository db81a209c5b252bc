import { describe, expect, it } from 'vitest';
import { REVIEW_ACTION_STATE, REVIEW_ACTIONS, reviewActionsFor } from './review';

describe('reviewActionsFor', () => {
  it('lets a held item be approved or taken down, never dismissed', () => {
    expect(reviewActionsFor({ kind: 'post', source: 'filter' })).toEqual(['approve', 'remove', 'warn', 'suspend']);
    expect(reviewActionsFor({ kind: 'chat', source: 'filter' })).not.toContain('dismiss');
  });

  it('lets a report be dismissed or acted on, never approved', () => {
    expect(reviewActionsFor({ kind: 'comment', source: 'report' })).toEqual(['dismiss', 'remove', 'warn', 'suspend']);
  });

  it('has nothing to take down for a member reported as a whole', () => {
    expect(reviewActionsFor({ kind: 'member', source: 'report' })).toEqual(['dismiss', 'warn', 'suspend']);
  });

  it('closes the item with a state of its own for each action', () => {
    const states = REVIEW_ACTIONS.map((a) => REVIEW_ACTION_STATE[a]);
    expect(new Set(states).size).toBe(REVIEW_ACTIONS.length);
    expect(states).not.toContain('open');
  });
});
