import type { Faker } from '@faker-js/faker';
import type { Row } from '../../schema';
import { coverSpec, type PictureSpec } from './pictures';
import type { StoredPicture } from './store-pictures';
import { COMMENTATOR_VI, fill, teamCalled, TEXTS } from './texts';
import type { Author, Team, World } from './world';

const DAY = 86_400_000;
/** Members whose profile has a cover picture: the demo member, the chat's fans, then the feed's own members. */
const COVERS = 20;

const hasCover = (a: Author) => a.role === 'demo' || a.role === 'fan' || a.role === 'member';

/** The covers to draw, in the colours of each member's club. */
export function coverSpecs(seed: number, world: World, clubs: ReadonlyMap<string, Team>): PictureSpec[] {
  return world.authors
    .filter(hasCover)
    .slice(0, COVERS)
    .map((a) => coverSpec(seed, a, a.team ? (clubs.get(a.team) ?? null) : null));
}

/** A bio in the member's language (a commentator's says where to find them), and a cover for some. */
export function profileRows(f: Faker, world: World, covers: readonly StoredPicture[]): Row<'memberProfiles'>[] {
  const coverOf = new Map(covers.map((c) => [c.ownerId, c.path]));
  return world.authors
    .filter((a) => a.role !== 'spam')
    .map((a) => {
      const bios = TEXTS[a.lang].bios.filter((b) => a.team !== null || !b.includes('{team}'));
      const bio = a.role === 'commentator' ? COMMENTATOR_VI.bio : fill(f.helpers.arrayElement(bios), a.team ? { team: teamCalled(a.lang, a.team) } : {});
      return { userId: a.id, bio, bioLang: a.role === 'commentator' ? 'vi' : a.lang, cover: coverOf.get(a.id) ?? null, updatedAt: world.now - f.number.int({ min: 1, max: 60 }) * DAY };
    });
}
