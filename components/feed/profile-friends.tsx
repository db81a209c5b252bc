import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import type { FeedProfile } from '@/lib/api/queries/feed';
import { profilePath } from '@/lib/domain/feed';
import { Link } from '@/lib/i18n/navigation';

/** A few of the member's friends, each linking to their profile. */
export function ProfileFriends({ profile }: { profile: FeedProfile }) {
  const t = useTranslations('feed.profile');
  if (profile.friends.length === 0) return null;
  return (
    <section aria-labelledby="profile-friends" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id="profile-friends" className="text-sm font-bold text-fg">
        {t('friendsTitle')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-3">
        {profile.friends.map((f) => (
          <li key={f.userId}>
            <Link href={profilePath(f.userId)} className="flex flex-col items-center gap-1.5 rounded-lg p-1.5 text-center transition hover:bg-surface-2">
              <Avatar name={f.displayName} src={f.profilePicture} size="lg" />
              <span className="line-clamp-2 text-xs font-medium text-fg" translate="no">
                {f.displayName}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
