import { describe, expect, it } from 'vitest';
import { scoreStatusOf, showsScore } from './score-status';

describe('scoreStatusOf', () => {
  it('shows a running minute', () => expect(scoreStatusOf('67')).toEqual({ kind: 'live', minute: "67'" }));
  it('shows added time', () => expect(scoreStatusOf('90+3')).toEqual({ kind: 'live', minute: "90+3'" }));
  it('shows HT as live at half time', () => expect(scoreStatusOf('HT')).toEqual({ kind: 'live', minute: 'HT' }));
  it('reads a kick-off time as upcoming', () => expect(scoreStatusOf('19:30')).toEqual({ kind: 'upcoming' }));
  it('reads ft as full time', () => expect(scoreStatusOf('ft')).toEqual({ kind: 'final', how: 'ft' }));
  it('reads pen and penalty as decided on penalties', () => {
    expect(scoreStatusOf('pen')).toEqual({ kind: 'final', how: 'pen' });
    expect(scoreStatusOf('Penalty')).toEqual({ kind: 'final', how: 'pen' });
  });
  it('keeps postponed and cancelled as their own states', () => {
    expect(scoreStatusOf('postponed')).toEqual({ kind: 'other', state: 'postponed' });
    expect(scoreStatusOf('cancelled')).toEqual({ kind: 'other', state: 'cancelled' });
  });
  it('shows a score for finished and walkover matches but not postponed ones', () => {
    expect(showsScore(scoreStatusOf('ft'))).toBe(true);
    expect(showsScore(scoreStatusOf('wo'))).toBe(true);
    expect(showsScore(scoreStatusOf('postponed'))).toBe(false);
    expect(showsScore(scoreStatusOf('19:30'))).toBe(false);
  });
});
