import type { Faker } from '@faker-js/faker';
import { nameInitials } from '@/server/media/text';
import { mediaUrl } from '@/server/media/urls';
import { fakerFor, type NameLocale } from '@/lib/random/faker';
import { nameLocaleOf } from './name-locale';
import { eastAsianName } from './names-east-asia';
import type { CatalogTeam } from '@/server/feed/simulated/leagues';
import type { Row } from '../schema';
import { slugify } from '@/lib/format/slug';

/** Two keepers, six defenders, six midfielders, four forwards. */
const SQUAD: readonly string[] = ['GK', 'GK', 'DF', 'DF', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW', 'FW'];

/** Where imports at clubs come from. */
const ABROAD = [
  'Brazil', 'Argentina', 'France', 'Spain', 'Portugal', 'Netherlands', 'Belgium', 'Germany', 'England', 'Italy', 'Croatia',
  'Senegal', 'Nigeria', 'Ivory Coast', 'Uruguay', 'Colombia', 'Denmark', 'Norway', 'Ghana', 'Serbia',
  'Switzerland', 'Austria', 'Scotland', 'USA',
] as const;
const VN_IMPORTS = ['Brazil', 'Nigeria', 'Cameroon', 'Jamaica', 'Argentina', 'Serbia'] as const;

function nationalityFor(team: CatalogTeam, index: number, f: Faker): string {
  if (team.league.squads === 'vi') return index % 6 === 5 ? f.helpers.arrayElement(VN_IMPORTS) : 'Vietnam';
  if (team.league.squads === 'domestic') return index % 6 === 5 ? f.helpers.arrayElement(ABROAD) : team.country;
  return f.datatype.boolean(0.45) ? team.country : f.helpers.arrayElement(ABROAD);
}

function fullName(f: Faker, locale: NameLocale): string {
  // Vietnamese names read family name first.
  return locale === 'vi' ? `${f.person.lastName()} ${f.person.firstName('male')}` : `${f.person.firstName('male')} ${f.person.lastName('male')}`;
}

/** Distinct shirt numbers: 1 and a reserve keeper's number, then outfield numbers in random order. */
function shirtNumbers(f: Faker): number[] {
  const outfield = f.helpers.shuffle([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 27, 28, 30]);
  return [1, f.helpers.arrayElement([12, 13, 25, 31]), ...outfield].slice(0, SQUAD.length);
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** ~18 players for every club of a league with squads. */
export function buildPlayers(teams: readonly CatalogTeam[], opts: { seed: number; now: number }): Row<'players'>[] {
  const pick = fakerFor(opts.seed, 'players');
  const byLocale = new Map<NameLocale, Faker>();
  const namer = (locale: NameLocale) => {
    let f = byLocale.get(locale);
    if (!f) byLocale.set(locale, (f = fakerFor(opts.seed, 'player-names', locale)));
    return f;
  };
  const eastAsia = fakerFor(opts.seed, 'player-names-east-asia');
  const nameOf = (nationality: string) => {
    const locale = nameLocaleOf(nationality);
    return eastAsianName(eastAsia, nationality) ?? fullName(namer(locale), locale);
  };
  const players: Row<'players'>[] = [];
  for (const team of teams) {
    if (!team.league.squads) continue;
    const numbers = shirtNumbers(pick);
    SQUAD.forEach((position, i) => {
      const nationality = nationalityFor(team, i, pick);
      const name = nameOf(nationality);
      const id = players.length + 1;
      const birth = pick.date.birthdate({ mode: 'age', min: position === 'GK' ? 19 : 18, max: position === 'GK' ? 37 : 35, refDate: opts.now });
      players.push({
        id,
        name,
        slug: slugify(name),
        teamId: team.row.id,
        position,
        shirtNumber: numbers[i] ?? 40 + i,
        nationality,
        birthDate: isoDate(birth.getTime()),
        photo: mediaUrl('avatar', `player-${id}`, nameInitials(name)),
      });
    });
  }
  return players;
}
