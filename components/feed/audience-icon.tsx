import { Globe2, Lock, Users, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { PostAudience } from '@/lib/domain/feed';
import { cn } from '@/components/ui/cn';

export const AUDIENCE_ICONS: Readonly<Record<PostAudience, LucideIcon>> = { public: Globe2, friends: Users, onlyMe: Lock };

/** Who may read a post, as a small icon with its name for assistive tech and a tooltip. */
export function AudienceIcon({ audience, className }: { audience: PostAudience; className?: string }) {
  const t = useTranslations('feed.audience');
  const Icon = AUDIENCE_ICONS[audience];
  return (
    <span className={cn('inline-flex items-center text-muted', className)} title={t(audience)}>
      <Icon aria-hidden className="size-3.5" />
      <span className="sr-only">{t(audience)}</span>
    </span>
  );
}
