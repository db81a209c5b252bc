import type { Kysely } from 'kysely';
import { fakerFor } from '@/lib/random/faker';
import type { Database } from '../../schema';
import { insertRows } from '../insert';
import { ActivityWriter, type PostActivity } from './activity';
import { openDrawingCache } from './drawing-cache';
import { befriendCommentators } from './friends';
import { featuredMatches } from './matches';
import { ensureFeedMembers } from './members';
import { PicturePool } from './picture-pool';
import { planPictures } from './pictures';
import { planFeed } from './plan-feed';
import type { PlannedPost } from './plan-posts';
import { coverSpecs, profileRows } from './profiles';
import { planHeld, planReported } from './spam';
import { storePictures } from './store-pictures';
import { loadWorld, type World } from './world';
import { writeFeed, writeReview, type FeedCounts } from './write-feed';

/**
 * The feed's own tables, and the rows it adds to tables other sections fill (commentators' friends, the
 * comment threads under posts and their reactions), for the caller to add to those sections' counts.
 */
export interface FeedSeedSummary {
  tables: FeedCounts & { memberProfiles: number };
  added: Record<'friendships' | 'comments' | 'commentReactions', number>;
}

export interface FeedSeedOptions {
  seed: number;
  now: number;
  /** Where uploads live; the pictures go under its `posts/` and `covers/`. */
  uploadsDir: string;
}

/** Members who show off a shirt printed with their name: the demo member and a few fans. */
const SHIRTS = 5;

function shirtWearers(world: World) {
  return world.authors
    .filter((a) => (a.role === 'demo' || a.role === 'fan' || a.role === 'member') && a.team !== null && world.clubs.has(a.team))
    .sort((a, b) => Number(b.role === 'demo') - Number(a.role === 'demo') || a.id - b.id)
    .slice(0, SHIRTS)
    .flatMap((author) => {
      const club = author.team ? world.clubs.get(author.team) : undefined;
      return club ? [{ author, club }] : [];
    });
}

/**
 * The social feed's demo activity, on top of the users, fixtures, rooms, friendships and comments
 * already seeded: about a hundred and fifty posts over the last ten days in the members' own languages,
 * with drawn pictures, polls, match cards, shares, reactions and comment threads; bios and covers; a
 * few betting promotions held by the spam filter and two reported posts, all waiting in the review queue.
 */
export async function seedFeed(db: Kysely<Database>, opts: FeedSeedOptions): Promise<FeedSeedSummary> {
  const { seed, now, uploadsDir } = opts;
  await ensureFeedMembers(db, now);
  const friendships = await befriendCommentators(db, fakerFor(seed, 'feed-friends', 'vi'), now);
  const world = await loadWorld(db, now);

  const results = featuredMatches(world.fixtures, world.authors, now, 'result', 8);
  const upcoming = featuredMatches(world.fixtures, world.authors, now, 'preview', 4);
  const cache = await openDrawingCache(uploadsDir);
  const specs = planPictures({ seed, results, upcoming, clubs: [...world.clubs.values()], shirts: shirtWearers(world) });
  const pictures = await storePictures(specs, uploadsDir, 'posts', cache);
  const covers = await storePictures(coverSpecs(seed, world, world.clubs), uploadsDir, 'covers', cache);
  await cache.save();

  const f = fakerFor(seed, 'feed-posts', 'vi');
  const visible = planFeed(f, world, new PicturePool(pictures, f));
  const spam = fakerFor(seed, 'feed-spam', 'vi');
  const held = planHeld(spam, world, upcoming[0] ?? null);
  const reported = planReported(spam, world);
  const posts = [...visible, ...reported.map((r) => r.post), ...held.map((h) => h.post)].sort((a, b) => a.createdAt - b.createdAt);

  const writer = new ActivityWriter(fakerFor(seed, 'feed-activity', 'vi'), world);
  const activity = new Map<PlannedPost, PostActivity>(posts.map((p) => [p, writer.write(p)]));
  const { ids, counts } = await writeFeed(db, posts, activity);
  const review = await writeReview(db, held, reported, ids);
  const memberProfiles = await insertRows(db, 'memberProfiles', profileRows(fakerFor(seed, 'feed-profiles', 'vi'), world, covers));
  const threads = [...activity.values()].flatMap((a) => a.comments);
  const comments = threads.reduce((n, c) => n + 1 + c.replies.length, 0);
  const commentReactions = threads.reduce((n, c) => n + c.likes.length + c.replies.reduce((m, r) => m + r.likes.length, 0), 0);
  return { tables: { ...counts, ...review, memberProfiles }, added: { friendships, comments, commentReactions } };
}
