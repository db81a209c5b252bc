import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import type { LevelInfo } from '@/lib/contract/engagement';
import { LevelBadge } from './level-badge';
import { ProgressBar } from './progress-bar';

export interface MemberIdentity {
  displayName: string;
  profilePicture: string | null;
}

/** Who the member is and how far they are through their level. */
export function LevelCard({ member, level }: { member: MemberIdentity; level: LevelInfo }) {
  const t = useTranslations('members.level');
  return (
    <Card className="flex items-center gap-4 p-4 md:p-6" data-testid="level-card">
      <Avatar name={member.displayName} src={member.profilePicture} size="lg" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="truncate text-xl font-bold tracking-tight text-fg md:text-2xl">{member.displayName}</h1>
          <LevelBadge level={level.level} />
        </div>
        <p className="mt-1 text-sm font-semibold text-accent" data-testid="member-points">
          {t('points', { points: level.points })}
        </p>
        <ProgressBar value={level.progress} label={t('progress')} className="mt-3" />
        <p className="mt-1.5 text-xs text-muted">
          {level.nextLevelAt === null ? t('max') : t('toNext', { points: level.pointsToNext, level: level.level + 1 })}
        </p>
      </div>
    </Card>
  );
}
