import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventList } from '@/components/tips/event-list';
import { TypeNav } from '@/components/tips/type-nav';
import { tipEventsQuery } from '@/lib/api/queries/tips';
import { serverData } from '@/server/api/server-query';
import { categoryMetadata, categoryOrNotFound, localeOf, viewerZone, type TipPageProps } from '../../_tips/page-context';
import { TipsShell } from '../../_tips/tips-shell';

type Props = TipPageProps<{ category: string }>;

export const generateMetadata = categoryMetadata('meta.events');

/** /tip-keo/{category}/su-kien: the sport's matches with tips, upcoming first, with tip counts. */
export default async function TipEventsPage({ params }: Props) {
  const { locale: requested, category: slug } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const category = categoryOrNotFound(slug);
  const [t, timeZone, events] = await Promise.all([
    getTranslations({ locale, namespace: 'tips' }),
    viewerZone(),
    serverData(tipEventsQuery(category.liveModeId)),
  ]);
  return (
    <TipsShell title={t('meta.events', { category: t(`tabs.${category.slug}`) })} subnav={<TypeNav category={category.slug} />}>
      <EventList events={events ?? []} category={category.slug} timeZone={timeZone} />
    </TipsShell>
  );
}
