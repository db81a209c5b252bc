import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import type { Match } from '@/lib/contract/schedule';
import { matchOffer } from '@/lib/domain/match-offer';
import { liveRoomPath } from '@/lib/domain/room-url';
import { Link } from '@/lib/i18n/navigation';
import { useCommentatorNamed } from '@/components/people/commentator-name';

const SHOWN = 3;

/** Each commentator's face, linking to their own room while the match runs; the rest as "+N". Faces overlap by 4 px, so each 28-px link keeps a 24-px target. */
export function CommentatorAvatars({ match }: { match: Match }) {
  const t = useTranslations('schedule.row');
  const commentatorNamed = useCommentatorNamed();
  const versus = t('versus', { home: match.home, away: match.away });
  const rest = match.users.length - SHOWN;
  const watch = matchOffer(match.status).watch;
  return (
    <ul aria-label={t('commentators')} className="flex items-center -space-x-1">
      {match.users.slice(0, SHOWN).map((host) => {
        const href = watch && liveRoomPath({
          liveModeId: match.liveModeId,
          home: match.home,
          away: match.away,
          roomId: host.roomId,
          homeId: match.localteam.id,
          awayId: match.visitorteam.id,
        });
        const avatar = <Avatar src={host.profilePicture} name={host.displayName} size="sm" className="ring-2 ring-surface" />;
        return (
          <li key={host.userId} className="relative hover:z-10">
            {href ? (
              <Link
                href={href}
                title={commentatorNamed(host.displayName)}
                aria-label={t('watchWith', { match: versus, name: commentatorNamed(host.displayName) })}
                className="block rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                {avatar}
              </Link>
            ) : (
              avatar
            )}
          </li>
        );
      })}
      {rest > 0 ? (
        <li className="relative inline-flex size-7 items-center justify-center rounded-full bg-surface-2 text-[11px] font-bold text-muted ring-2 ring-surface">
          +{rest}
        </li>
      ) : null}
    </ul>
  );
}
