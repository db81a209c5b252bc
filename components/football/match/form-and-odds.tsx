import { getTranslations } from 'next-intl/server';
import { ChartNoAxesColumn, TrendingUp } from 'lucide-react';
import { Crest } from '@/components/home/crest';
import { FormPills } from '@/components/football/form-pills';
import type { MatchOddsData } from '@/lib/contract/football-match';
import type { StandingRowData } from '@/lib/contract/football';
import type { Match } from '@/lib/contract/schedule';
import type { FormLetter } from '@/lib/domain/match-events';
import { Link } from '@/lib/i18n/navigation';
import { MatchSection } from './match-section';
import { matchTabHref } from './match-tabs';

const FORM_SHOWN = 5;

interface FormAndOddsProps {
  match: Match;
  /** The match page's own path, for the link to the full odds tab. */
  matchHref: string;
  /** Each side's latest results, most recent first: the league form where the side has a table row. */
  form: Record<'home' | 'away', readonly FormLetter[]>;
  /** Each side's row of the league table, when the competition has one. */
  standing: Record<'home' | 'away', StandingRowData | undefined>;
  odds: MatchOddsData;
}

/**
 * Before kick-off: each side's last results (most recent first) with its place in the table, and the
 * first bookmaker's prices now, beside each other. A block without data is left out.
 */
export async function FormAndOdds({ match, matchHref, form, standing, odds }: FormAndOddsProps) {
  const t = await getTranslations('match.preview');
  const book = odds.bookmakers[0];
  const hasForm = form.home.length > 0 || form.away.length > 0;
  const place = (row: StandingRowData | undefined) => (row ? t('standing', { position: row.position, points: row.points }) : null);
  if (!hasForm && !book) return null;
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-4" data-testid="form-and-odds">
      {hasForm ? (
        <MatchSection id="form" title={t('formTitle')} icon={<TrendingUp aria-hidden />}>
          <ul className="flex flex-col gap-3">
            <FormLine team={match.localteam} form={form.home} label={t('formOf', { team: match.home })} place={place(standing.home)} />
            <FormLine team={match.visitorteam} form={form.away} label={t('formOf', { team: match.away })} place={place(standing.away)} />
          </ul>
        </MatchSection>
      ) : null}
      {book ? (
        <MatchSection
          id="odds-preview"
          title={t('oddsTitle')}
          icon={<ChartNoAxesColumn aria-hidden />}
          action={
            <Link href={matchTabHref(matchHref, 'odds')} className="text-xs font-semibold text-accent hover:underline">
              {t('allOdds')}
            </Link>
          }
        >
          <p translate="no" className="mb-2 text-xs text-muted">{book.bookmaker}</p>
          <dl className="grid grid-cols-3 gap-2 text-center" data-testid="odds-preview">
            <Price label={t('home')} value={book.current.home} />
            <Price label={t('draw')} value={book.current.draw} />
            <Price label={t('away')} value={book.current.away} />
          </dl>
          <p className="mt-2 text-xs tabular-nums text-muted">
            {t('lines', { handicap: signed(book.current.ahLine), total: book.current.ouLine })}
          </p>
        </MatchSection>
      ) : null}
    </div>
  );
}

function FormLine({ team, form, label, place }: { team: Match['localteam']; form: readonly FormLetter[]; label: string; place: string | null }) {
  return (
    <li className="flex items-center gap-2 text-sm">
      <Crest src={team.logo} name={team.name} size={20} />
      <span className="min-w-0 flex-1 truncate font-semibold text-fg">{team.name}</span>
      {place ? <span className="shrink-0 text-xs tabular-nums text-muted">{place}</span> : null}
      <FormPills form={form.slice(0, FORM_SHOWN)} label={label} className="shrink-0" />
    </li>
  );
}

function Price({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="rounded-lg bg-surface-2 px-2 py-1.5">
      <dt className="text-[11px] font-semibold text-muted">{label}</dt>
      <dd className="text-base font-bold tabular-nums text-fg">{value === null ? '–' : value.toFixed(2)}</dd>
    </div>
  );
}

/** A handicap line as bookmakers write it: +0.5, 0, -1.5. */
function signed(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}
