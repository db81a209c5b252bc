import { describe, expect, it } from 'vitest';
import { isFixedStatus, isLive, liveMinuteLabel, MATCH_STATES, matchStateOf, scheduleStatusOfState } from './match-status';
import { SCHEDULE_STATUS } from './schedule-status';

describe('matchStateOf', () => {
  it('maps a running minute "23" to live', () => {
    expect(matchStateOf('23')).toBe('live');
  });

  it('maps a running minute plus added time "45+2" to live', () => {
    expect(matchStateOf('45+2')).toBe('live');
  });

  it('maps "90+4" to live', () => {
    expect(matchStateOf('90+4')).toBe('live');
  });

  it('maps extra time "105" to live', () => {
    expect(matchStateOf('105')).toBe('live');
  });

  it('maps "HT" to live', () => {
    expect(matchStateOf('HT')).toBe('live');
  });

  it('maps a kick-off time "19:30" to upcoming', () => {
    expect(matchStateOf('19:30')).toBe('upcoming');
  });

  it('maps a kick-off time "00:05" to upcoming', () => {
    expect(matchStateOf('00:05')).toBe('upcoming');
  });

  it('maps "0" to comingUp', () => {
    expect(matchStateOf('0')).toBe('comingUp');
  });

  it('maps "pending" to comingUp', () => {
    expect(matchStateOf('pending')).toBe('comingUp');
  });

  it('maps "1" to live', () => {
    expect(matchStateOf('1')).toBe('live');
  });

  it('maps "2" to live', () => {
    expect(matchStateOf('2')).toBe('live');
  });

  it('maps "live" to live', () => {
    expect(matchStateOf('live')).toBe('live');
  });

  it('maps "wo" to walkover', () => {
    expect(matchStateOf('wo')).toBe('walkover');
  });

  it.each(['postponed', 'abandoned', 'cancelled', 'suspended', 'interrupted', 'delayed', 'awarded'] as const)(
    'maps "%s" to itself',
    (raw) => {
      expect(matchStateOf(raw)).toBe(raw);
    },
  );

  it('maps "ft" to end', () => {
    expect(matchStateOf('ft')).toBe('end');
  });

  it('maps "pen" to end', () => {
    expect(matchStateOf('pen')).toBe('end');
  });

  it('maps "penalty" to end', () => {
    expect(matchStateOf('penalty')).toBe('end');
  });

  it('maps "xyz" to unknown', () => {
    expect(matchStateOf('xyz')).toBe('unknown');
  });

  it('maps an empty value to unknown', () => {
    expect(matchStateOf('')).toBe('unknown');
  });

  it('maps an impossible clock "25:00" to unknown', () => {
    expect(matchStateOf('25:00')).toBe('unknown');
  });

  it('ignores case', () => {
    expect(matchStateOf('FT')).toBe('end');
  });

  it('ignores surrounding spaces', () => {
    expect(matchStateOf('  Postponed ')).toBe('postponed');
  });
});

describe('isLive', () => {
  it('is true for a running minute', () => {
    expect(isLive('67')).toBe(true);
  });

  it('is true for half time', () => {
    expect(isLive('ht')).toBe(true);
  });

  it('is false for a finished match', () => {
    expect(isLive('ft')).toBe(false);
  });

  it('is false for a kick-off time', () => {
    expect(isLive('19:30')).toBe(false);
  });
});

describe('liveMinuteLabel', () => {
  it('labels "23" as 23\'', () => {
    expect(liveMinuteLabel('23')).toBe("23'");
  });

  it('labels "45+2" as 45+2\'', () => {
    expect(liveMinuteLabel('45+2')).toBe("45+2'");
  });

  it('labels "ht" as HT', () => {
    expect(liveMinuteLabel('ht')).toBe('HT');
  });

  it('keeps a single apostrophe when the raw value has one', () => {
    expect(liveMinuteLabel("23'")).toBe("23'");
  });

  it('has no label for the ongoing codes "1" and "2"', () => {
    expect([liveMinuteLabel('1'), liveMinuteLabel('2')]).toEqual([null, null]);
  });

  it('has no label for "live"', () => {
    expect(liveMinuteLabel('live')).toBeNull();
  });

  it('has no label for a kick-off time', () => {
    expect(liveMinuteLabel('19:30')).toBeNull();
  });

  it('has no label for a finished match', () => {
    expect(liveMinuteLabel('ft')).toBeNull();
  });
});

describe('scheduleStatusOfState', () => {
  it.each([
    ['live', SCHEDULE_STATUS.live],
    ['suspended', SCHEDULE_STATUS.live],
    ['interrupted', SCHEDULE_STATUS.live],
    ['upcoming', SCHEDULE_STATUS.comingUp],
    ['comingUp', SCHEDULE_STATUS.comingUp],
    ['delayed', SCHEDULE_STATUS.comingUp],
    ['end', SCHEDULE_STATUS.ended],
    ['walkover', SCHEDULE_STATUS.ended],
    ['awarded', SCHEDULE_STATUS.ended],
    ['cancelled', SCHEDULE_STATUS.cancel],
    ['abandoned', SCHEDULE_STATUS.cancel],
    ['postponed', SCHEDULE_STATUS.cancel],
  ] as const)('files %s under schedule status %i', (state, status) => {
    expect(scheduleStatusOfState(state)).toBe(status);
  });

  it('gives unknown no schedule status', () => {
    expect(scheduleStatusOfState('unknown')).toBeNull();
  });

  it('covers every match state', () => {
    expect(MATCH_STATES.filter((s) => s !== 'unknown').every((s) => scheduleStatusOfState(s) !== null)).toBe(true);
  });
});

describe('isFixedStatus', () => {
  it('tells statuses set by hand from those the clock runs through', () => {
    expect(['postponed', 'wo', 'abandoned', 'Cancelled', 'awarded'].every(isFixedStatus)).toBe(true);
    expect(['19:30', '23', 'HT', 'FT', 'pen', 'live'].some(isFixedStatus)).toBe(false);
  });
});
