import { useTranslations } from 'next-intl';
import { Coffee, Flag, Landmark, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { PlaceKind } from '@/lib/domain/places';

const ICON: Readonly<Record<PlaceKind, LucideIcon>> = { stadium: Landmark, cafe: Coffee, club: Flag };

export function PlaceKindIcon({ kind, className }: { kind: PlaceKind; className?: string }) {
  const Icon = ICON[kind];
  return <Icon aria-hidden className={className} />;
}

/** Stadium, sports café or club, as a small badge. */
export function PlaceKindBadge({ kind }: { kind: PlaceKind }) {
  const t = useTranslations('places.kinds');
  return (
    <Badge variant="accent" className="normal-case">
      <PlaceKindIcon kind={kind} className="size-3" />
      {t(kind)}
    </Badge>
  );
}
