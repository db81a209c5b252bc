'use client';

import { useEffect, useRef, useState } from 'react';
import { Heart, Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { refreshFavouriteTeams, useFavouriteTeams } from '@/components/schedule/use-favourite-teams';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { changeFavouriteTeam } from '@/lib/api/queries/football-teams';
import { useRouter } from '@/lib/i18n/navigation';
import { useIsMember, useSessionStatus } from '@/lib/stores/session-store';

const UNAUTHORIZED = 401;
const CONFLICT = 409;

export interface FavouriteButtonProps {
  team: { id: number; name: string };
  /**
   * Whether the server found it among the member's favourites, on a page drawn for the member; without
   * it the page is shared by everyone and the browser asks for the member's favourites itself.
   */
  initial?: boolean;
  /** Re-renders the page after a change, e.g. to drop the team from the favourites list. */
  refreshOnChange?: boolean;
  className?: string;
}

/** Adds or removes a favourite team; a guest gets the login form instead. */
export function FavouriteButton({ team, initial, refreshOnChange, className }: FavouriteButtonProps) {
  const t = useTranslations('teams.favourite');
  const isMember = useIsMember();
  const router = useRouter();
  // What the member just did; until then (and after the page is rendered again) the server's answer.
  const [override, setOverride] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const favourites = useFavouriteTeams();
  const favourite = override ?? initial ?? favourites.has(team.id);

  async function change(next: boolean) {
    setPending(true);
    const result = await changeFavouriteTeam(team.id, next);
    setPending(false);
    if (result.ok) {
      setOverride(next);
      // The stars of the score pages and the schedule mark the favourite teams' matches.
      refreshFavouriteTeams();
      if (refreshOnChange) router.refresh();
      toast.success(t(next ? 'added' : 'removed', { team: team.name }));
    } else if (result.status === UNAUTHORIZED) openAuthDialog('login');
    else toast.error(t(result.status === CONFLICT ? 'full' : 'failed'));
  }
  const ready = useSessionStatus() === 'ready';
  const wasMember = useRef<boolean | null>(null);

  // A guest who logs in from here gets a page drawn for members again, now with the member's own
  // favourites. The session's first settling on page load is not a login.
  const drawnForMember = initial !== undefined;
  useEffect(() => {
    if (!ready) return;
    if (wasMember.current === false && isMember && drawnForMember) {
      setOverride(null);
      router.refresh();
    }
    wasMember.current = isMember;
  }, [ready, isMember, router, drawnForMember]);

  function toggle() {
    if (isMember) void change(!favourite);
    else openAuthDialog('login');
  }

  const on = favourite && isMember;
  return (
    <Button
      variant={on ? 'secondary' : 'outline'}
      aria-pressed={on}
      aria-haspopup={isMember ? undefined : 'dialog'}
      disabled={pending}
      onClick={toggle}
      className={className}
      data-testid="favourite-button"
    >
      {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Heart aria-hidden className={cn(on && 'fill-live text-live')} />}
      {t(on ? 'remove' : 'add')}
    </Button>
  );
}
