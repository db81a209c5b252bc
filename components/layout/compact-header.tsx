import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/navigation';
import { HeaderControls } from './header-controls';
import { HomeLogoLink } from './home-logo-link';
import { LIVE_INFO_HREF } from './nav-links';

/** The live-room bar: back to the schedule, logo, and the same controls as the main header. */
export function CompactHeader() {
  const tRoom = useTranslations('liveroom');
  return (
    <header className="z-40 shrink-0 border-b border-border bg-surface">
      <div className="flex h-12 items-center gap-2 px-2 sm:px-4">
        <Link
          href={LIVE_INFO_HREF}
          aria-label={tRoom('backToSchedule')}
          className="inline-flex size-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg"
        >
          <Icon name="chevron-left" className="size-5" />
        </Link>
        <HomeLogoLink className="rounded-lg" compact />
        <HeaderControls className="gap-1" />
      </div>
    </header>
  );
}
