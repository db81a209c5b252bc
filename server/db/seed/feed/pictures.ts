import { randomFor } from '@/lib/random/seeded';
import type { Side } from './draw/boards';
import { scoreboard, ticket } from './draw/boards';
import { cafeScreen } from './draw/cafe';
import { crowd } from './draw/crowd';
import { jersey, scarf } from './draw/kit';
import { ballOnSpot, formation, pickFormation } from './draw/pitch';
import { matchdaySky, stadiumNight } from './draw/stadium';
import { pick, teamPalette, type Drawing } from './draw/svg';
import type { Author, Fixture, Team } from './world';

export const PICTURE_KINDS = ['stadium', 'sky', 'crowd', 'formation', 'ball', 'scarf', 'jersey', 'scoreboard', 'ticket', 'cafe'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** A picture to draw, and what it shows, so posts pick pictures that fit what they say. */
export interface PictureSpec {
  key: string;
  kind: PictureKind;
  fixtureId: number | null;
  /** The club whose colours it is in (a scarf's, a shirt's, a team sheet's), by catalogue name. */
  team: string | null;
  /** Whose shirt it is, with their name on it. */
  ownerId: number | null;
  draw(): Drawing;
}

const POST_W = 1080;
const POST_H = 720;
const SQUARE = 1000;
/** Clubs (the first followed) whose scarf, and whose team sheet, members photograph. */
const SCARVES = 6;
const TEAM_SHEETS = 4;

const sideOf = (t: Team): Side => ({ name: t.name, short: t.shortName, palette: teamPalette(t.slug) });

/** The name a fan has printed on a shirt: their given name, as on the back of a shirt. */
function shirtName(author: Author): string {
  return author.lang === 'vi' ? (author.displayName.split(' ').pop() ?? author.displayName) : author.username.split('.')[0] ?? author.username;
}

export interface PicturePlanInput {
  seed: number;
  /** Matches over by now whose final score a scoreboard shows. */
  results: readonly Fixture[];
  /** Matches to come, for ticket stubs. */
  upcoming: readonly Fixture[];
  /** Clubs the members follow, with their catalogue entry: their scarves, and the colours of stands and cafés. */
  clubs: readonly Team[];
  /** Members who show off a shirt with their name, and their club. */
  shirts: readonly { author: Author; club: Team }[];
}

/**
 * About fifty pictures, each from its own seeded source (so adding one reshuffles none of the others),
 * reused across posts: scoreboards and tickets of the featured matches, clubs' scarves and team sheets,
 * members' shirts, and stadiums, skies, stands, cafés and a ball for everything else. Only the
 * scoreboards and tickets depend on the day seeded; the rest are drawn in the followed clubs' colours,
 * the same whatever the day, so seeding again finds them already drawn.
 */
export function planPictures(input: PicturePlanInput): PictureSpec[] {
  const rand = (key: string) => randomFor(`feed-picture:${input.seed}:${key}`);
  const specs: PictureSpec[] = [];
  const add = (key: string, kind: PictureKind, meta: Pick<PictureSpec, 'fixtureId' | 'team' | 'ownerId'>, draw: (r: () => number) => Drawing) =>
    specs.push({ key, kind, ...meta, draw: () => draw(rand(key)) });
  const none = { fixtureId: null, team: null, ownerId: null };

  for (const f of input.results) {
    if (f.homeScore === null || f.awayScore === null) continue;
    const score: [number, number] = [f.homeScore, f.awayScore];
    add(`scoreboard:${f.id}`, 'scoreboard', { ...none, fixtureId: f.id }, (r) => scoreboard(r, POST_W, 608, sideOf(f.home), sideOf(f.away), score, f.leagueName));
  }
  for (const f of input.upcoming) {
    add(`ticket:${f.id}`, 'ticket', { ...none, fixtureId: f.id }, (r) => ticket(r, POST_W, POST_H, sideOf(f.home), sideOf(f.away), f.leagueName, f.startTime, f.home.venue));
  }
  input.clubs.slice(0, SCARVES).forEach((club, i) => {
    const palette = teamPalette(club.slug);
    add(`scarf:${club.slug}`, 'scarf', { ...none, team: club.name }, (r) => scarf(r, POST_W, POST_H, palette, club.name));
    if (i < TEAM_SHEETS) add(`formation:${club.slug}`, 'formation', { ...none, team: club.name }, (r) => formation(r, 720, 900, palette, club.name, pickFormation(r)));
  });
  for (const { author, club } of input.shirts) {
    add(`jersey:${author.username}`, 'jersey', { ...none, team: club.name, ownerId: author.id }, (r) => jersey(r, SQUARE, SQUARE, teamPalette(club.slug), shirtName(author), 1 + (author.id % 23)));
  }

  const generic: readonly [PictureKind, number][] = [['stadium', 5], ['sky', 3], ['crowd', 4], ['cafe', 4], ['ball', 2]];
  for (const [kind, count] of generic) {
    for (let i = 0; i < count; i++) {
      const key = `${kind}:${i}`;
      const r = rand(`${key}:teams`);
      const [a, b] = input.clubs.length > 1 ? [pick(r, input.clubs), pick(r, input.clubs)] : [null, null];
      const home = a ? sideOf(a) : { name: 'Home', short: 'HOM', palette: teamPalette(key) };
      const away = b && b !== a ? sideOf(b) : { name: 'Away', short: 'AWY', palette: teamPalette(`${key}:away`) };
      const meta = { ...none, team: kind === 'cafe' ? null : (a?.name ?? null) };
      if (kind === 'stadium') add(key, kind, meta, (x) => stadiumNight(x, POST_W, POST_H, home.palette));
      if (kind === 'sky') add(key, kind, meta, (x) => matchdaySky(x, SQUARE, SQUARE, home.palette));
      if (kind === 'crowd') add(key, kind, meta, (x) => crowd(x, POST_W, POST_H, home.palette));
      if (kind === 'cafe') add(key, kind, meta, (x) => cafeScreen(x, POST_W, POST_H, home, away));
      if (kind === 'ball') add(key, kind, meta, (x) => ballOnSpot(x, SQUARE, SQUARE, home.palette));
    }
  }
  return specs;
}

/** A profile cover (1500×500): the member's club colours over a stadium, a sky, a stand or a scarf. */
export function coverSpec(seed: number, author: Author, club: Team | null): PictureSpec {
  const key = `cover:${author.username}`;
  const palette = teamPalette(club?.slug ?? author.username);
  const kinds: readonly PictureKind[] = club ? ['stadium', 'sky', 'crowd', 'scarf'] : ['stadium', 'sky', 'crowd'];
  const r = randomFor(`feed-picture:${seed}:${key}`);
  const kind = pick(r, kinds);
  const draw = (): Drawing => {
    if (kind === 'sky') return matchdaySky(r, 1500, 500, palette);
    if (kind === 'crowd') return crowd(r, 1500, 500, palette);
    if (kind === 'scarf' && club) return scarf(r, 1500, 500, palette, club.name);
    return stadiumNight(r, 1500, 500, palette);
  };
  return { key, kind, fixtureId: null, team: club?.name ?? null, ownerId: author.id, draw };
}
