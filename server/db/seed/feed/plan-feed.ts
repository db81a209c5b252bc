import type { Faker } from '@faker-js/faker';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { matchSlots, tagLine, withTags } from './compose';
import type { PicturePool } from './picture-pool';
import { KIND_WEIGHTS, PostWriter, type PlannedPost, type PostKind } from './plan-posts';
import { COMMENTATOR_VI, fill, TEXTS, whenPhrase } from './texts';
import type { Author, World } from './world';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The demo member's own posts, so a tester signing in finds a profile with something on it. */
const DEMO_KINDS: readonly PostKind[] = ['photo', 'poll', 'friends', 'result'];
/** Commentators who announce the match they call next, the soonest first, and who post from a match on air. */
const ANNOUNCERS = 8;
const ON_AIR = 2;
const SHARES = 14;

/** How many posts a member writes over the feed's days, and of which kinds. */
function kindsFor(f: Faker, world: World, author: Author): PostKind[] {
  if (author.role === 'demo') return [...DEMO_KINDS];
  const friends = world.friends.get(author.id)?.size ?? 0;
  const demoFriend = [...(world.friends.get(author.id) ?? [])].some((id) => world.authors.find((a) => a.id === id)?.role === 'demo');
  const count = demoFriend ? 6 : author.lang === 'vi' ? f.number.int({ min: 5, max: 8 }) : f.number.int({ min: 3, max: 5 });
  const weights = KIND_WEIGHTS.filter((k) => friends > 0 || (k.value !== 'friends' && k.value !== 'onlyMe'));
  const kinds = Array.from({ length: count }, () => f.helpers.weightedArrayElement(weights));
  // The demo member's friends each keep one post for friends only, which the demo member's feed shows.
  if (demoFriend && !kinds.includes('friends')) kinds[0] = 'friends';
  return kinds;
}

/** Commentators' posts pointing at the match they call, with the live room on the card. */
function announcements(f: Faker, world: World, pictures: PicturePool): PlannedPost[] {
  const commentators = new Map(world.authors.filter((a) => a.role === 'commentator').map((a) => [a.id, a]));
  const { now } = world;
  const seen = new Set<number>();
  const posts: PlannedPost[] = [];
  const hosted = world.hosted.filter((fx) => fx.hostId !== null && commentators.has(fx.hostId)).sort((a, b) => a.startTime - b.startTime || a.id - b.id);
  const next = hosted.filter((fx) => fx.scheduleStatus === SCHEDULE_STATUS.comingUp && fx.startTime > now && fx.startTime < now + 30 * HOUR);
  const onAir = hosted.filter((fx) => fx.scheduleStatus === SCHEDULE_STATUS.live && fx.startTime < now - 5 * MINUTE);
  const chosen = (list: typeof hosted, max: number) => {
    const picked: typeof hosted = [];
    for (const fx of list) {
      if (fx.hostId === null || seen.has(fx.hostId) || picked.length === max) continue;
      seen.add(fx.hostId);
      picked.push(fx);
    }
    return picked;
  };
  for (const fx of [...chosen(next, ANNOUNCERS), ...chosen(onAir, ON_AIR)]) {
    const author = fx.hostId === null ? undefined : commentators.get(fx.hostId);
    if (!author) continue;
    const live = fx.startTime <= now;
    const at = live ? Math.min(now - MINUTE, fx.startTime + f.number.int({ min: 3, max: 20 }) * MINUTE) : Math.max(fx.startTime - 26 * HOUR, now - f.number.int({ min: 5, max: 240 }) * MINUTE);
    const slots = { ...matchSlots('vi', fx, at), when: whenPhrase('vi', at, fx.startTime) };
    const body = withTags(fill(f.helpers.arrayElement(live ? COMMENTATOR_VI.onAir : COMMENTATOR_VI.announce), slots), tagLine(f, 'vi', fx, null));
    const images = f.number.float() < 0.4 ? pictures.some(['stadium'], 1) : [];
    posts.push({ author, body, audience: 'public', held: false, createdAt: at, editedAt: null, fixture: fx, roomId: fx.roomId, images, poll: null, shares: null });
  }
  return posts;
}

/** Shares with a note, mostly by members of the original's language, some hours after it. */
function shares(f: Faker, world: World, originals: readonly PlannedPost[]): PlannedPost[] {
  const { now } = world;
  const sharable = originals.filter((p) => p.audience === 'public' && p.createdAt < now - 30 * MINUTE && (p.images.length > 0 || p.poll !== null || p.fixture !== null));
  const sharers = world.authors.filter((a) => a.role === 'fan' || a.role === 'member' || a.role === 'demo');
  const out: PlannedPost[] = [];
  for (let i = 0; i < SHARES && sharable.length > 0; i++) {
    const original = f.helpers.arrayElement(sharable);
    const same = sharers.filter((a) => a.id !== original.author.id && a.lang === original.author.lang);
    const others = sharers.filter((a) => a.id !== original.author.id);
    const author = f.helpers.arrayElement(same.length > 0 && f.number.float() < 0.75 ? same : others);
    const span = Math.min(36 * HOUR, now - MINUTE - original.createdAt);
    const at = original.createdAt + Math.round(span * f.number.float({ min: 0.02, max: 1 }) ** 2);
    const body = f.helpers.arrayElement(TEXTS[author.lang].shares);
    out.push({ author, body, audience: 'public', held: false, createdAt: at, editedAt: null, fixture: null, roomId: null, images: [], poll: null, shares: original });
  }
  return out;
}

/** Every visible post of the feed, oldest first: members' posts, commentators' announcements, shares. */
export function planFeed(f: Faker, world: World, pictures: PicturePool): PlannedPost[] {
  const writer = new PostWriter(f, world, pictures);
  const posters = world.authors.filter((a) => a.role === 'fan' || a.role === 'member' || a.role === 'demo');
  const plans = posters.map((author) => ({ author, kinds: kindsFor(f, world, author) }));
  // Two members post a whole album from a match day, the most pictures a post holds.
  for (const plan of f.helpers.arrayElements(plans.filter((p) => p.author.role !== 'demo'), 2)) plan.kinds[plan.kinds.length - 1] = 'album';
  const own = plans.flatMap(({ author, kinds }) => kinds.map((kind) => writer.write(author, kind)));
  const originals = [...own, ...announcements(f, world, pictures)];
  return [...originals, ...shares(f, world, originals)].sort((a, b) => a.createdAt - b.createdAt);
}
