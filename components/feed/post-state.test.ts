import { describe, expect, it } from 'vitest';
import { pollAfterVote, reactionsAfter, votePercent } from './post-state';

describe('reactionsAfter', () => {
  it('adds the reader’s first reaction', () => {
    expect(reactionsAfter({ reactions: { like: 2 }, myReaction: null }, 'love')).toEqual({ reactions: { like: 2, love: 1 }, myReaction: 'love' });
  });

  it('moves a reaction and drops a count that reaches zero', () => {
    expect(reactionsAfter({ reactions: { like: 1, wow: 3 }, myReaction: 'like' }, 'wow')).toEqual({ reactions: { wow: 4 }, myReaction: 'wow' });
  });

  it('takes a reaction back', () => {
    expect(reactionsAfter({ reactions: { haha: 2 }, myReaction: 'haha' }, null)).toEqual({ reactions: { haha: 1 }, myReaction: null });
  });
});

describe('pollAfterVote', () => {
  const poll = { question: null, options: [{ id: 1, text: 'A', votes: 3 }, { id: 2, text: 'B', votes: 1 }], totalVotes: 4, myVote: null };

  it('counts a first vote', () => {
    expect(pollAfterVote(poll, 2)).toMatchObject({ myVote: 2, totalVotes: 5, options: [{ votes: 3 }, { votes: 2 }] });
  });

  it('moves a vote without changing the total', () => {
    expect(pollAfterVote({ ...poll, myVote: 1 }, 2)).toMatchObject({ myVote: 2, totalVotes: 4, options: [{ votes: 2 }, { votes: 2 }] });
  });

  it('gives each option its whole-number share', () => {
    expect(votePercent(1, 3)).toBe(33);
    expect(votePercent(0, 0)).toBe(0);
  });
});
