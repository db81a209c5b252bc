import { Crest } from '@/components/home/crest';
import { EmptyState } from '@/components/page-kit/empty-state';
import { teamPath } from '@/lib/domain/football-urls';
import { Link } from '@/lib/i18n/navigation';

interface TeamLink {
  id: number;
  name: string;
  logo: string;
  /** A second line, e.g. the team's league. */
  note?: string;
}

/** Clubs as crest tiles linking to their pages. */
export function TeamGrid({ teams, empty }: { teams: readonly TeamLink[]; empty: string }) {
  if (teams.length === 0) return <EmptyState title={empty} className="py-6" />;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {teams.map((team) => (
        <li key={team.id}>
          <Link href={teamPath(team)} className="flex items-center gap-2 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm hover:border-accent/40">
            <Crest src={team.logo} name={team.name} size={24} />
            <span className="min-w-0">
              <span className="block truncate font-medium text-fg">{team.name}</span>
              {team.note ? <span className="block truncate text-xs text-muted">{team.note}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
