import type { Metadata } from 'next';
import { PenLine } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { MatchLine } from '@/components/tips/match-line';
import { TipList } from '@/components/tips/tip-list';
import { TypeNav } from '@/components/tips/type-nav';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { tipListQuery, tipQuoteQuery } from '@/lib/api/queries/tips';
import { foundOrNull } from '@/server/api/page-data';
import { serverData, serverQuery } from '@/server/api/server-query';
import { positiveId } from '@/lib/domain/football-urls';
import { myTipsPath, tipCategoryBySlug, tipDetailPath, tipMatchPagePath, TIP_MATCH_SEGMENT, TIP_ROOT } from '@/lib/domain/tip-keo';
import { Link } from '@/lib/i18n/navigation';
import { categoryOrNotFound, localeOf, viewerZone, type TipPageProps } from '../../../_tips/page-context';
import { TipsShell } from '../../../_tips/tips-shell';

type Props = TipPageProps<{ category: string; id: string }>;

/**
 * The quote carries the match and whether tips are still open, or null for an unknown match; the
 * request's query client asks once for the page and its metadata.
 */
const loadMatch = async (fixtureId: number) => foundOrNull(await serverQuery(tipQuoteQuery(fixtureId)), `tip quote ${fixtureId}`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category: slug, id } = await params;
  const fixtureId = positiveId(id);
  if (!tipCategoryBySlug(slug) || fixtureId === null) return {};
  const quote = await serverData(tipQuoteQuery(fixtureId));
  if (!quote) return {};
  const t = await getTranslations({ locale: localeOf(locale), namespace: 'tips' });
  return { title: t('meta.match', { home: quote.match.home, away: quote.match.away }), description: t('meta.description') };
}

/** /tip-keo/{category}/tran-dau/{fixtureId}: every tip on one match; a match of another sport is a 404. */
export default async function TipMatchPage({ params }: Props) {
  const { locale: requested, category: slug, id } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const category = categoryOrNotFound(slug);
  const path = `${TIP_ROOT}/${category.slug}/${TIP_MATCH_SEGMENT}/${id}`;
  const fixtureId = positiveId(id);
  if (fixtureId === null) routeValidationNotFound(path);
  const quote = await loadMatch(fixtureId);
  if (!quote || quote.match.liveModeId !== category.liveModeId) routeValidationNotFound(tipMatchPagePath(category.slug, fixtureId));
  const { match, open } = quote;
  const [t, timeZone, tips] = await Promise.all([
    getTranslations({ locale, namespace: 'tips' }),
    viewerZone(),
    serverData(tipListQuery({ fixtureId, pageSize: 50 })),
  ]);
  return (
    <TipsShell title={t('meta.match', { home: match.home, away: match.away })} subnav={<TypeNav category={category.slug} />}>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <MatchLine match={match} timeZone={timeZone} />
        {open ? (
          <Link href={myTipsPath(fixtureId)} className={buttonClasses({ size: 'sm' })}>
            <PenLine aria-hidden />
            {t('write')}
          </Link>
        ) : null}
      </Card>
      <TipList tips={tips?.items ?? []} timeZone={timeZone} hrefOf={(tip) => tipDetailPath({ id: tip.id, home: match.home, away: match.away })} />
    </TipsShell>
  );
}
