import { describe, expect, it } from 'vitest';
import { mentionsViewer, splitMentions } from './message-text';

describe('mentions in a message', () => {
  it('splits text and @names, keeping every character', () => {
    const parts = splitMentions('@lan_anh vào xem @Minh.Tuấn nhé');
    expect(parts).toEqual([
      { text: '@lan_anh', mention: 'lan_anh' },
      { text: ' vào xem ' },
      { text: '@Minh.Tuấn', mention: 'Minh.Tuấn' },
      { text: ' nhé' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('@lan_anh vào xem @Minh.Tuấn nhé');
  });

  it('does not take an address like a@b for a mention', () => {
    expect(splitMentions('mail a@bc.vn')).toEqual([{ text: 'mail a@bc.vn' }]);
  });

  it('knows when the viewer is mentioned, whatever the case', () => {
    const names = new Set(['minhtuan']);
    expect(mentionsViewer('chào @MinhTuan', names)).toBe(true);
    expect(mentionsViewer('chào @minhtuan2', names)).toBe(false);
    expect(mentionsViewer('chào @minhtuan', new Set())).toBe(false);
  });
});
