import { describe, expect, it } from 'vitest';
import { MISSIONS, MISSION_IDS, missionProgress, missionRef, type MissionCounts } from './missions';

const none: MissionCounts = { watchMinutes: 0, chatMessages: 0, checkIns: 0, tips: 0, bookings: 0 };
const byId = (id: string) => {
  const m = MISSIONS.find((x) => x.id === id);
  if (!m) throw new Error(id);
  return m;
};

describe('daily missions', () => {
  it('lists each mission id once', () => {
    expect(MISSIONS.map((m) => m.id).sort()).toEqual([...MISSION_IDS].sort());
  });

  it('asks for 10 minutes of watching and 5 chat messages', () => {
    expect(byId('watch')).toMatchObject({ metric: 'watchMinutes', target: 10 });
    expect(byId('chat')).toMatchObject({ metric: 'chatMessages', target: 5 });
  });

  it('is incomplete below the target and complete at it', () => {
    expect(missionProgress(byId('chat'), { ...none, chatMessages: 4 })).toEqual({ progress: 4, complete: false });
    expect(missionProgress(byId('chat'), { ...none, chatMessages: 5 })).toEqual({ progress: 5, complete: true });
  });

  it('caps progress at the target', () => {
    expect(missionProgress(byId('watch'), { ...none, watchMinutes: 95 })).toEqual({ progress: 10, complete: true });
  });

  it('reads only its own metric', () => {
    expect(missionProgress(byId('tip'), { ...none, chatMessages: 50 }).complete).toBe(false);
  });

  it('refs a claim by day and mission', () => {
    expect(missionRef('2026-11-25', 'tip')).toBe('2026-11-25:tip');
  });
});
