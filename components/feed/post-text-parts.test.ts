import { describe, expect, it } from 'vitest';
import { postTextParts } from './post-text-parts';

const mentions = [{ username: 'an.nguyen', userId: 42 }];

describe('postTextParts', () => {
  it('cuts a text into plain runs, the post’s hashtags and its mentions, in order', () => {
    expect(postTextParts('Chào @an.nguyen, xem #VLeague nhé', ['vleague'], mentions)).toEqual([
      { kind: 'text', text: 'Chào ' },
      { kind: 'mention', text: '@an.nguyen', userId: 42 },
      { kind: 'text', text: ', xem ' },
      { kind: 'tag', text: '#VLeague', tag: 'vleague' },
      { kind: 'text', text: ' nhé' },
    ]);
  });

  it('leaves a tag the server did not keep, and a name that is no member, as text', () => {
    expect(postTextParts('#một #hai @ai_do', ['một'], mentions)).toEqual([
      { kind: 'tag', text: '#một', tag: 'một' },
      { kind: 'text', text: ' #hai @ai_do' },
    ]);
  });

  it('does not link a mention’s sentence-ending dot, nor a # inside a word', () => {
    expect(postTextParts('Cảm ơn @an.nguyen. abc#vleague', ['vleague'], mentions)).toEqual([
      { kind: 'text', text: 'Cảm ơn ' },
      { kind: 'mention', text: '@an.nguyen', userId: 42 },
      { kind: 'text', text: '. abc#vleague' },
    ]);
  });
});
