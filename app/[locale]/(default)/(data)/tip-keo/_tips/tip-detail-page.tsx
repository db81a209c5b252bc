import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pickParts } from '@/components/live-room/tip-pick';
import { TipDetail } from '@/components/tips/tip-detail';
import type { TipItem, TipsterStats } from '@/lib/contract/tips';
import type { Locale } from '@/lib/domain/locale';
import { tipCategoryByLiveMode, tipMatchPagePath } from '@/lib/domain/tip-keo';
import { Link } from '@/lib/i18n/navigation';
import { viewerZone } from './page-context';
import { TipsShell } from './tips-shell';

async function titleOf(tip: TipItem, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'tips' });
  const pick = pickParts(tip, tip.match.home, tip.match.away);
  return t('meta.detail', { pick: t(`pick.${pick.key}`, pick.values), home: tip.match.home, away: tip.match.away });
}

export async function tipMetadata(tip: TipItem, locale: Locale): Promise<Metadata> {
  return { title: await titleOf(tip, locale), description: tip.analysis.slice(0, 160) };
}

/** The detail view shared by /tip-keo/chi-tiet/{slug} and /tip-keo/{category}/{type}/{slug}. */
export async function TipDetailPage({ tip, authorStats, locale }: { tip: TipItem; authorStats: TipsterStats; locale: Locale }) {
  const [t, title, timeZone] = await Promise.all([getTranslations({ locale, namespace: 'tips' }), titleOf(tip, locale), viewerZone()]);
  const category = tipCategoryByLiveMode(tip.match.liveModeId);
  return (
    <TipsShell title={title}>
      <TipDetail tip={tip} authorStats={authorStats} timeZone={timeZone} />
      {category ? (
        <Link href={tipMatchPagePath(category.slug, tip.match.fixtureId)} className="self-start text-sm font-semibold text-accent hover:underline">
          {t('detail.matchTips')}
        </Link>
      ) : null}
    </TipsShell>
  );
}
