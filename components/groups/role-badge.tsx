import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { GroupRole } from '@/lib/domain/groups';

const VARIANT = { owner: 'accent', admin: 'accent', moderator: 'success', member: 'neutral' } as const;

/** A member's role in the group; plain members get none. */
export function RoleBadge({ role }: { role: GroupRole }) {
  const t = useTranslations('groups.roles');
  if (role === 'member') return null;
  return (
    <Badge variant={VARIANT[role]} className="normal-case">
      {t(role)}
    </Badge>
  );
}
