import type { Faker } from '@faker-js/faker';
import { POST_REACTIONS } from '@/lib/domain/feed';
import type { CommentReaction } from '@/lib/domain/comments';
import { TemplatePicker, matchSlots } from './compose';
import type { PlannedPost } from './plan-posts';
import { TEXTS } from './texts';
import type { Author, World } from './world';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Reaction {
  userId: number;
  reaction: CommentReaction;
  createdAt: number;
}

export interface PlannedComment {
  author: Author;
  body: string;
  createdAt: number;
  likes: Reaction[];
  replies: PlannedComment[];
}

/** What members did to one post: reactions, a thread of comments, votes in its poll (option by position). */
export interface PostActivity {
  reactions: Reaction[];
  comments: PlannedComment[];
  votes: { userId: number; option: number; createdAt: number }[];
}

/** Likes most, then love, laughs and surprise, as on any social site. */
const REACTION_WEIGHTS = POST_REACTIONS.map((value, i) => ({ value, weight: [55, 20, 15, 10][i] ?? 5 }));

/** Who can see a post and so may react, comment or vote: anyone for a public post, the author's friends for a friends' one. */
function audienceOf(world: World, post: PlannedPost): Author[] {
  const members = world.authors.filter((a) => a.role !== 'spam' && a.id !== post.author.id);
  if (post.audience === 'onlyMe') return [];
  if (post.audience === 'friends') return members.filter((a) => world.friends.get(post.author.id)?.has(a.id));
  // Members mostly answer posts in their own language.
  return members.filter((a) => a.lang === post.author.lang || a.role === 'demo' || a.id % 4 === 0);
}

export class ActivityWriter {
  private readonly pickers = new Map<string, TemplatePicker>();
  constructor(
    private readonly f: Faker,
    private readonly world: World,
  ) {}

  /** A moment after `from` and before now: most things happen in the first hours. */
  private after(from: number, within: number): number {
    const span = Math.max(0, Math.min(within, this.world.now - MINUTE - from));
    return from + Math.round(span * this.f.number.float({ min: 0.01, max: 1 }) ** 2);
  }

  private say(author: Author, templates: readonly string[], post: PlannedPost, kind: string): string {
    const key = `${author.lang}:${kind}`;
    let picker = this.pickers.get(key);
    if (!picker) this.pickers.set(key, (picker = new TemplatePicker(this.f)));
    const slots = post.fixture ? matchSlots(author.lang, post.fixture, post.createdAt) : {};
    return picker.pick(templates, slots) ?? this.f.helpers.arrayElement(TEXTS[author.lang].comments);
  }

  private reactionsBy(people: readonly Author[], after: number): Reaction[] {
    return people.map((a) => ({ userId: a.id, reaction: this.f.helpers.weightedArrayElement(REACTION_WEIGHTS), createdAt: this.after(after, 2 * 24 * HOUR) }));
  }

  write(post: PlannedPost): PostActivity {
    const audience = audienceOf(this.world, post);
    const empty: PostActivity = { reactions: [], comments: [], votes: [] };
    if (audience.length === 0 || post.held) return empty;
    const pull = this.f.number.float() ** 1.4 + (post.images.length > 0 ? 0.15 : 0);
    const reactors = this.f.helpers.arrayElements(audience, Math.min(audience.length, Math.round(pull * 16)));
    const commenters = this.f.helpers.arrayElements(audience, Math.min(audience.length, Math.round(pull * 5)));
    const comments = commenters.map((author) => this.comment(author, post, audience));
    const votes = post.poll
      ? this.f.helpers.arrayElements(audience, Math.min(audience.length, this.f.number.int({ min: 5, max: 22 }))).map((a) => ({
          userId: a.id,
          option: this.f.helpers.weightedArrayElement((post.poll?.options ?? []).map((_, i) => ({ value: i, weight: 1 + this.f.number.int({ min: 0, max: 6 }) }))),
          createdAt: this.after(post.createdAt, 24 * HOUR),
        }))
      : [];
    return { reactions: this.reactionsBy(reactors, post.createdAt), comments, votes };
  }

  private comment(author: Author, post: PlannedPost, audience: readonly Author[]): PlannedComment {
    const texts = TEXTS[author.lang];
    const aboutMatch = post.fixture !== null && this.f.number.float() < 0.5;
    const body = this.say(author, aboutMatch ? texts.matchComments : texts.comments, post, aboutMatch ? 'match' : 'comment');
    const createdAt = this.after(post.createdAt, 12 * HOUR);
    const replies: PlannedComment[] = [];
    const replyCount = this.f.helpers.weightedArrayElement([{ value: 0, weight: 60 }, { value: 1, weight: 30 }, { value: 2, weight: 10 }]);
    let last = createdAt;
    for (let i = 0; i < replyCount; i++) {
      // The post's author answers most threads on their post.
      const others = audience.filter((a) => a.id !== author.id);
      const replier = i === 0 && this.f.number.float() < 0.5 ? post.author : others.length > 0 ? this.f.helpers.arrayElement(others) : post.author;
      last = this.after(last, 3 * HOUR);
      replies.push({ author: replier, body: this.say(replier, TEXTS[replier.lang].replies, post, 'reply'), createdAt: last, likes: [], replies: [] });
    }
    const likers = this.f.number.float() < 0.3 ? this.f.helpers.arrayElements(audience.filter((a) => a.id !== author.id), { min: 1, max: 3 }) : [];
    return { author, body, createdAt, likes: this.reactionsBy(likers, createdAt), replies };
  }
}
