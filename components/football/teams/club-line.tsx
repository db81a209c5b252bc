import { Crest } from '@/components/home/crest';
import { leaguePath, teamPath } from '@/lib/domain/football-urls';
import { Link } from '@/lib/i18n/navigation';

interface Named {
  id: number;
  name: string;
}

/** A person's club (with its crest) and league, as links under their name. */
export function ClubLine({ team, league }: { team: Named & { logo: string }; league: Named }) {
  return (
    <>
      <Link href={teamPath(team)} className="inline-flex items-center gap-1.5 font-medium text-fg hover:text-accent">
        <Crest src={team.logo} name={team.name} size={16} />
        {team.name}
      </Link>
      <Link href={leaguePath(league)} className="hover:text-accent">{league.name}</Link>
    </>
  );
}
