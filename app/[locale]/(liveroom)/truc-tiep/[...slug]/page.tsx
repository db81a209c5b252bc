import { getTranslations, setRequestLocale } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { MessageCircle, Radio } from 'lucide-react';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { EmptyState } from '@/components/ui/empty-state';
import { roomIdFromSlug } from '@/lib/domain/room-url';
import { routing } from '@/lib/i18n/routing';

interface RoomPageProps {
  params: Promise<{ locale: string; slug: string[] }>;
}

const TABS = ['overview', 'opinion', 'tips', 'analysis', 'odds'] as const;

// Placeholder until the live-room feature lands: validates the room id and shows the room frame.
export default async function RoomPage({ params }: RoomPageProps) {
  const { locale: requested, slug } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const roomId = roomIdFromSlug(slug[slug.length - 1] ?? '');
  if (roomId === null) routeValidationNotFound(`/truc-tiep/${slug.join('/')}`);
  const t = await getTranslations('liveroom');

  return (
    <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
      <section className="flex min-w-0 flex-1 flex-col overflow-y-auto">
        <div className="flex aspect-video w-full items-center justify-center bg-black text-white/70">
          <Radio aria-hidden className="size-10" />
        </div>
        <div className="flex flex-col gap-4 p-4">
          <h1 className="text-lg font-bold">{t('room', { roomId })}</h1>
          <ul aria-label={t('tabs.label')} className="flex flex-wrap gap-1.5">
            {TABS.map((tab) => (
              <li key={tab} className="rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold text-muted">
                {t(`tabs.${tab}`)}
              </li>
            ))}
          </ul>
          <EmptyState title={t('title')} description={t('preparing')} />
        </div>
      </section>
      <aside aria-label={t('chat')} className="flex h-72 shrink-0 flex-col border-t border-border bg-surface lg:h-auto lg:w-[360px] lg:border-t-0 lg:border-l">
        <EmptyState className="m-3 flex-1 justify-center" icon={<MessageCircle aria-hidden />} title={t('chat')} />
      </aside>
    </div>
  );
}
