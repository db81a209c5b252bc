import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_TYPES } from '@/lib/domain/chat';
import { EVENT_REMINDER_LEAD_MS } from '@/lib/domain/events';
import { sweepEventReminders } from '@/server/services/events/reminders';
import { FX, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { addMember, type TestMember } from './community-fixtures';
import { addPost, inboxOf, openCommunity, type CommunityWorld } from './groups-fixtures';

const backends = await testBackends();
const E = '/other/api/events';
const MINUTE = 60_000;
/** FX.upcomingFootball kicks off two hours after TEST_NOW. */
const KICK_OFF = TEST_NOW + 120 * MINUTE;

describe.each(backends)('watch-party reminders on $name', (backend) => {
  let w: CommunityWorld;
  let host: TestMember;
  let goer: TestMember;
  let maybe: TestMember;
  let party: number;
  let called: number;
  beforeAll(async () => {
    w = await openCommunity(backend);
    host = await addMember(w.h.t.db, 'host06', 'Chủ Tiệc');
    goer = await addMember(w.h.t.db, 'goer06', 'Sẽ Đến');
    maybe = await addMember(w.h.t.db, 'maybe06', 'Có Thể');
    await addPost(w.h.t.db, goer.id, null, 'en');
    const create = async (title: string) => {
      const res = await w.send(`${E}/create`, { token: host.token, body: { fixtureId: FX.upcomingFootball, roomId: 3, title } });
      return (res.body.data as { id: number }).id;
    };
    party = await create('Arsenal v Chelsea together');
    called = await create('Called off');
    for (const id of [party, called]) await w.send(`${E}/rsvp`, { token: goer.token, body: { id, status: 'going' } });
    await w.send(`${E}/rsvp`, { token: maybe.token, body: { id: party, status: 'interested' } });
    await w.send(`${E}/cancel`, { token: host.token, body: { id: called } });
  });
  afterAll(() => w.close());

  const reminders = async (userId: number) => (await inboxOf(w.h.t.db, userId)).filter((m) => m.type === INBOX_TYPES.booking);

  it('sends nothing while kick-off is further away than the lead', async () => {
    expect(await sweepEventReminders(w.h.t.db, KICK_OFF - EVENT_REMINDER_LEAD_MS - MINUTE)).toBe(0);
    expect(await reminders(goer.id)).toEqual([]);
  });

  it('reminds those going (the host too), in their language, with the party\'s link; not the interested, not a called-off party', async () => {
    const now = KICK_OFF - EVENT_REMINDER_LEAD_MS + MINUTE;
    expect(await sweepEventReminders(w.h.t.db, now)).toBe(2);
    const [note] = await reminders(goer.id);
    expect(note).toMatchObject({ title: 'Your watch party starts soon', link: `/bang-ton/su-kien/${party}` });
    expect(note?.content).toContain('Arsenal v Chelsea');
    expect(note?.content).toContain('59 minutes');
    expect((await reminders(host.id))[0]?.title).toBe('Sắp đến giờ xem chung');
    expect(await reminders(maybe.id)).toEqual([]);
  });

  it('never reminds a member twice of one party, whatever sweeps run after', async () => {
    expect(await sweepEventReminders(w.h.t.db, KICK_OFF - 30 * MINUTE)).toBe(0);
    await Promise.all([sweepEventReminders(w.h.t.db, KICK_OFF - 20 * MINUTE), sweepEventReminders(w.h.t.db, KICK_OFF - 20 * MINUTE)]);
    expect(await reminders(goer.id)).toHaveLength(1);
  });

  it('reminds a member who says going after the first sweep, on the next one', async () => {
    await w.send(`${E}/rsvp`, { token: maybe.token, body: { id: party, status: 'going' } });
    expect(await sweepEventReminders(w.h.t.db, KICK_OFF - 10 * MINUTE)).toBe(1);
    expect((await reminders(maybe.id))[0]?.content).toContain('10 phút');
  });

  it('sends nothing once the match has kicked off', async () => {
    const late = await addMember(w.h.t.db, 'late06', 'Đến Muộn');
    await w.send(`${E}/rsvp`, { token: late.token, body: { id: party, status: 'going' } });
    expect(await sweepEventReminders(w.h.t.db, KICK_OFF + MINUTE)).toBe(0);
  });
});
