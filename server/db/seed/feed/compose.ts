import type { Faker } from '@faker-js/faker';
import type { Locale } from '@/lib/domain/locale';
import { clubTag, fill, leagueCalled, slotsOf, teamCalled, TEXTS, whenPhrase } from './texts';
import { isDerby, isFinished, type Author, type Fixture, type World } from './world';

/** The values a template of a post can use, for one author at one moment, about one match or none. */
export type Slots = Record<string, string>;

export function matchSlots(lang: Locale, f: Fixture, at: number): Slots {
  const home = teamCalled(lang, f.home.name);
  const away = teamCalled(lang, f.away.name);
  const slots: Slots = { home, away, league: leagueCalled(lang, f.leagueSlug, f.leagueName), when: whenPhrase(lang, at, f.startTime), venue: f.home.venue || home };
  if (isFinished(f)) {
    const homeWon = f.homeScore >= f.awayScore;
    slots.score = `${f.homeScore}-${f.awayScore}`;
    slots.winner = homeWon ? home : away;
    slots.loser = homeWon ? away : home;
    slots.wscore = homeWon ? `${f.homeScore}-${f.awayScore}` : `${f.awayScore}-${f.homeScore}`;
  }
  return slots;
}

/**
 * Picks templates evenly: among those whose slots can be filled, one of the least used so far, so a
 * hundred posts read like a hundred people and not like five sentences again and again.
 */
export class TemplatePicker {
  private readonly used = new Map<string, number>();
  constructor(private readonly f: Faker) {}

  pick(templates: readonly string[], slots: Slots): string | null {
    const usable = templates.filter((t) => slotsOf(t).every((s) => slots[s] !== undefined));
    const template = this.leastUsed(usable, (t) => t);
    return template === null ? null : fill(template, slots);
  }

  /** One of the least used of `items`, told apart by `keyOf`. */
  leastUsed<T>(items: readonly T[], keyOf: (item: T) => string): T | null {
    if (items.length === 0) return null;
    const least = Math.min(...items.map((i) => this.used.get(keyOf(i)) ?? 0));
    const item = this.f.helpers.arrayElement(items.filter((i) => (this.used.get(keyOf(i)) ?? 0) === least));
    this.used.set(keyOf(item), least + 1);
    return item;
  }
}

/** Someone an author would name in a post: a friend if they have one, else another member of their language. */
export function mentionFor(f: Faker, world: World, author: Author): Author | null {
  const members = world.authors.filter((a) => a.id !== author.id && (a.role === 'fan' || a.role === 'member' || a.role === 'demo'));
  const friends = members.filter((a) => world.friends.get(author.id)?.has(a.id));
  const sameLanguage = members.filter((a) => a.lang === author.lang);
  const pool = friends.length > 0 && f.number.float() < 0.6 ? friends : sameLanguage;
  return pool.length > 0 ? f.helpers.arrayElement(pool) : null;
}

/** The tags a fan adds under a post: the league's, now and then a club's, "#derby" for a derby. */
export function tagLine(f: Faker, lang: Locale, match: Fixture | null, club: string | null): string {
  const texts = TEXTS[lang];
  const tags: string[] = [];
  if (match) {
    const league = texts.leagueTags[match.leagueSlug];
    if (league && f.number.float() < 0.75) tags.push(league);
    if (f.number.float() < 0.35) tags.push(clubTag(f.number.float() < 0.5 ? match.home.name : match.away.name));
    if (isDerby(match)) tags.push(texts.derbyTag);
  } else {
    if (f.number.float() < 0.4) tags.push(f.helpers.arrayElement(texts.tags));
    if (club && f.number.float() < 0.3) tags.push(clubTag(club));
  }
  return [...new Set(tags)].join(' ');
}

export function withTags(body: string, tags: string): string {
  return tags ? `${body}\n\n${tags}` : body;
}
