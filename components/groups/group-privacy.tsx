import { useTranslations } from 'next-intl';
import { Globe, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { GroupPrivacy } from '@/lib/domain/groups';

/** Public or private, as a small badge with its icon. */
export function GroupPrivacyBadge({ privacy }: { privacy: GroupPrivacy }) {
  const t = useTranslations('groups.privacy');
  const Icon = privacy === 'public' ? Globe : Lock;
  return (
    <Badge variant={privacy === 'public' ? 'neutral' : 'warning'} className="normal-case" data-testid="group-privacy">
      <Icon aria-hidden className="size-3" />
      {t(privacy)}
    </Badge>
  );
}
