import type { Faker } from '@faker-js/faker';
import { POST_LIMITS, type PostAudience } from '@/lib/domain/feed';
import type { Locale } from '@/lib/domain/locale';
import { matchSlots, mentionFor, tagLine, TemplatePicker, withTags, type Slots } from './compose';
import { chooseMatch, recentAge, type MatchMoment } from './matches';
import type { PicturePool } from './picture-pool';
import type { PictureKind } from './pictures';
import type { StoredPicture } from './store-pictures';
import { fill, teamCalled, TEXTS } from './texts';
import { isFinished, type Author, type Fixture, type World } from './world';

const MINUTE = 60_000;

export interface PlannedPoll {
  question: string | null;
  options: readonly string[];
}

export interface PlannedPost {
  author: Author;
  body: string;
  audience: PostAudience;
  held: boolean;
  createdAt: number;
  editedAt: number | null;
  fixture: Fixture | null;
  roomId: number | null;
  images: readonly StoredPicture[];
  poll: PlannedPoll | null;
  /** The post this one shares; always older. */
  shares: PlannedPost | null;
}

export type PostKind = 'preview' | 'live' | 'result' | 'album' | 'general' | 'photo' | 'matchPoll' | 'poll' | 'friends' | 'onlyMe';

export const KIND_WEIGHTS: readonly { weight: number; value: PostKind }[] = [
  { weight: 19, value: 'preview' }, { weight: 12, value: 'live' }, { weight: 22, value: 'result' }, { weight: 2, value: 'album' },
  { weight: 14, value: 'general' }, { weight: 15, value: 'photo' }, { weight: 5, value: 'matchPoll' }, { weight: 3, value: 'poll' },
  { weight: 4, value: 'friends' }, { weight: 2, value: 'onlyMe' },
];

const MOMENT: Partial<Record<PostKind, MatchMoment>> = { preview: 'preview', live: 'live', result: 'result', album: 'result', matchPoll: 'preview' };
const PHOTO_KINDS = ['stadium', 'sky', 'crowd', 'cafe', 'ball', 'scarf', 'formation', 'jersey'] as const;
/** What else is in an album with a photo of this: a shirt or a team sheet stands alone, a night at the ground does not. */
const ALONGSIDE: Readonly<Record<(typeof PHOTO_KINDS)[number], readonly PictureKind[]>> = {
  stadium: ['crowd', 'sky'], sky: ['stadium'], crowd: ['crowd', 'stadium'], cafe: ['cafe'], ball: [], scarf: ['crowd', 'stadium'], formation: [], jersey: [],
};

/** Writes one member's post of one kind: its words in their language, when, its match, pictures and poll. */
export class PostWriter {
  private readonly pickers = new Map<Locale, TemplatePicker>();

  constructor(
    private readonly f: Faker,
    private readonly world: World,
    private readonly pictures: PicturePool,
  ) {}

  private picker(lang: Locale): TemplatePicker {
    let p = this.pickers.get(lang);
    if (!p) this.pickers.set(lang, (p = new TemplatePicker(this.f)));
    return p;
  }

  private base(author: Author): Slots {
    const slots: Slots = {};
    if (author.team) slots.team = teamCalled(author.lang, author.team);
    const friend = mentionFor(this.f, this.world, author);
    if (friend) slots.friend = `@${friend.username}`;
    return slots;
  }

  write(author: Author, kind: PostKind): PlannedPost {
    const moment = MOMENT[kind];
    if (moment) {
      const chosen = chooseMatch(this.f, author, this.world.fixtures, moment, this.world.now);
      if (chosen) return this.aboutMatch(author, kind, chosen.fixture, chosen.at);
      return this.write(author, 'general');
    }
    const at = this.world.now - recentAge(this.f);
    const texts = TEXTS[author.lang];
    const slots = this.base(author);
    const post = (body: string, extra: Partial<PlannedPost> = {}): PlannedPost => ({ ...this.blank(author, at), body, ...extra });
    if (kind === 'friends') return post(this.text(author, texts.friendsOnly, slots), { audience: 'friends' });
    if (kind === 'onlyMe') return post(this.text(author, texts.onlyMe, slots), { audience: 'onlyMe' });
    if (kind === 'poll') {
      const poll = this.picker(author.lang).leastUsed(texts.polls, (p) => p.question) ?? { question: '', options: [] };
      return post(withTags(poll.question, tagLine(this.f, author.lang, null, null)), { poll: { question: null, options: poll.options } });
    }
    if (kind === 'photo') return this.photo(author, at, slots);
    const images = this.f.number.float() < 0.15 ? this.pictures.some(['ball', 'cafe'], 1) : [];
    return post(withTags(this.text(author, texts.general, slots), tagLine(this.f, author.lang, null, author.team)), { images });
  }

  private blank(author: Author, at: number): PlannedPost {
    const audience: PostAudience = this.world.friends.get(author.id)?.size && this.f.number.float() < 0.1 ? 'friends' : 'public';
    return { author, body: '', audience, held: false, createdAt: at, editedAt: this.edited(at), fixture: null, roomId: null, images: [], poll: null, shares: null };
  }

  /** A few authors fix a typo within the edit window. */
  private edited(at: number): number | null {
    if (this.f.number.float() >= 0.08) return null;
    const editedAt = at + this.f.number.int({ min: 2, max: POST_LIMITS.editWindowMs / MINUTE - 5 }) * MINUTE;
    return editedAt < this.world.now ? editedAt : null;
  }

  private text(author: Author, templates: readonly string[], slots: Slots): string {
    const body = this.picker(author.lang).pick(templates, slots);
    if (body === null) throw new Error(`feed seed: no ${author.lang} template fits ${Object.keys(slots).join(',')}`);
    // Now and then a friend is tagged at the end, as members do to pull someone into the thread.
    return slots.friend && !body.includes('@') && this.f.number.float() < 0.12 ? `${body} ${slots.friend}` : body;
  }

  private photo(author: Author, at: number, slots: Slots): PlannedPost {
    const texts = TEXTS[author.lang];
    const shirt = this.pictures.shirtOf(author.id);
    const kind = shirt && this.f.number.float() < 0.6 ? 'jersey' : this.f.helpers.arrayElement(PHOTO_KINDS.filter((k) => k !== 'jersey'));
    let main: StoredPicture | null = kind === 'jersey' ? shirt : null;
    if (kind === 'scarf' || kind === 'formation') main = (author.team ? this.pictures.ofClub(kind, author.team) : null) ?? this.pictures.ofKind(kind);
    else if (kind !== 'jersey') main = this.pictures.ofKind(kind);
    const alongside = ALONGSIDE[kind];
    const images = !main ? [] : alongside.length > 0 ? this.pictures.some(alongside, this.f.number.int({ min: 1, max: 3 }), [main]) : [main];
    const photoSlots = main?.team ? { ...slots, team: teamCalled(author.lang, main.team) } : slots;
    // A scarf, a shirt or a team sheet is tagged with its club; anything else with the author's own.
    const club = kind === 'scarf' || kind === 'formation' || kind === 'jersey' ? (main?.team ?? null) : author.team;
    const body = withTags(this.text(author, texts.captions[kind], photoSlots), tagLine(this.f, author.lang, null, club));
    return { ...this.blank(author, at), body, images };
  }

  private aboutMatch(author: Author, kind: PostKind, fixture: Fixture, at: number): PlannedPost {
    const texts = TEXTS[author.lang];
    const slots = { ...this.base(author), ...matchSlots(author.lang, fixture, at) };
    const card = kind === 'matchPoll' || this.f.number.float() < 0.8;
    const post: PlannedPost = { ...this.blank(author, at), fixture: card ? fixture : null, roomId: card ? fixture.roomId : null };
    let templates: readonly string[] = texts.preview;
    let images: StoredPicture[] = [];
    if (kind === 'preview' || kind === 'matchPoll') {
      const ticket = kind === 'preview' && this.pictures.hasMatch('ticket', fixture.id) && this.f.number.float() < 0.6 ? this.pictures.forMatch('ticket', fixture.id) : null;
      if (ticket) [templates, images] = [texts.captions.ticket, [ticket]];
      else if (this.f.number.float() < 0.3) {
        const club = this.f.number.float() < 0.5 ? fixture.home.name : fixture.away.name;
        const own = this.pictures.ofClub('scarf', club) ?? this.pictures.ofClub('formation', club);
        images = own ? [own] : this.pictures.some(['sky'], 1);
      }
    } else if (kind === 'live') {
      templates = texts.live;
      if (this.f.number.float() < 0.4) images = this.pictures.some(['cafe', 'crowd', 'stadium'], this.f.number.int({ min: 1, max: 2 }));
    } else if (isFinished(fixture)) {
      templates = kind === 'album' ? texts.album : fixture.homeScore === fixture.awayScore ? texts.draw : texts.win;
      const board = this.pictures.forMatch('scoreboard', fixture.id);
      if (kind === 'album') images = this.pictures.some(['stadium', 'crowd', 'sky', 'cafe', 'ball'], this.f.number.int({ min: 5, max: POST_LIMITS.imagesMax }), board ? [board] : []);
      else if (board && this.f.number.float() < 0.7) images = this.pictures.some(['crowd', 'stadium'], this.f.number.int({ min: 1, max: 3 }), [board]);
      else if (this.f.number.float() < 0.25) images = this.pictures.some(['crowd', 'stadium'], 1);
    }
    post.body = withTags(this.text(author, templates, slots), tagLine(this.f, author.lang, fixture, null));
    post.images = images;
    if (kind === 'matchPoll') {
      const poll = this.picker(author.lang).leastUsed(texts.matchPolls, (p) => p.question) ?? { question: '', options: [] };
      post.poll = { question: fill(poll.question, slots), options: poll.options.map((o) => fill(o, slots)) };
    }
    return post;
  }
}
