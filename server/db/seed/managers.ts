import { FORMATIONS } from '@/lib/domain/formations';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { slugify } from '@/lib/format/slug';
import { nameInitials } from '@/server/media/text';
import { mediaUrl } from '@/server/media/urls';
import { fakerFor } from '@/lib/random/faker';
import { nameLocaleOf } from './name-locale';
import type { CatalogTeam } from '@/server/feed/simulated/leagues';
import { eastAsianName } from './names-east-asia';
import type { Row } from '../schema';

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One manager for every football club with a squad; most share the club's nationality. */
export function buildManagers(teams: readonly CatalogTeam[], opts: { seed: number; now: number }): Row<'managers'>[] {
  const f = fakerFor(opts.seed, 'managers');
  const eastAsia = fakerFor(opts.seed, 'manager-names-east-asia');
  const managers: Row<'managers'>[] = [];
  for (const team of teams) {
    if (team.league.liveModeId !== LIVE_MODE.football || !team.league.squads) continue;
    const nationality = team.league.squads === 'vi' ? (f.datatype.boolean(0.7) ? 'Vietnam' : f.helpers.arrayElement(['Japan', 'South Korea', 'Brazil', 'Portugal'])) : f.datatype.boolean(0.6) ? team.country : f.helpers.arrayElement(['Spain', 'Italy', 'Germany', 'Portugal', 'Argentina', 'Netherlands', 'France']);
    const locale = nameLocaleOf(nationality);
    const namer = fakerFor(opts.seed, `manager-${team.row.id}`, locale);
    const name =
      eastAsianName(eastAsia, nationality) ??
      (locale === 'vi' ? `${namer.person.lastName()} ${namer.person.firstName('male')}` : `${namer.person.firstName('male')} ${namer.person.lastName('male')}`);
    const id = managers.length + 1;
    managers.push({
      id,
      name,
      slug: slugify(name, id),
      teamId: team.row.id,
      nationality,
      birthDate: isoDate(f.date.birthdate({ mode: 'age', min: 36, max: 68, refDate: opts.now }).getTime()),
      photo: mediaUrl('avatar', `manager-${id}`, nameInitials(name)),
      appointed: isoDate(f.date.past({ years: 4, refDate: opts.now }).getTime()),
      // Every shape offered can be fielded by an 18-player squad (2 GK, 6 DF, 6 MF, 4 FW).
      formation: f.helpers.arrayElement(FORMATIONS),
    });
  }
  return managers;
}
