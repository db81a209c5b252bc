import { useTranslations } from 'next-intl';
import { Lock, UsersRound } from 'lucide-react';
import type { FeedProfile } from '@/lib/api/queries/feed';
import { groupPath } from '@/lib/domain/groups';
import { Link } from '@/lib/i18n/navigation';

/** The groups the member is in that the reader may know of, each linking to its page. */
export function ProfileGroups({ profile }: { profile: FeedProfile }) {
  const t = useTranslations('feed.profile');
  if (profile.groups.length === 0) return null;
  return (
    <section aria-labelledby="profile-groups" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id="profile-groups" className="text-sm font-bold text-fg">
        {t('groupsTitle', { count: profile.counts.groups })}
      </h2>
      <ul className="flex flex-col gap-1">
        {profile.groups.map((g) => (
          <li key={g.id}>
            <Link href={groupPath(g.id)} className="flex items-center gap-3 rounded-lg px-2 py-1.5 transition hover:bg-surface-2">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent [&_svg]:size-4">
                {g.privacy === 'private' ? <Lock aria-label={t('privateGroup')} /> : <UsersRound aria-hidden />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-fg">{g.name}</span>
                <span className="block text-xs text-muted">{t('groupMembers', { count: g.memberCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
