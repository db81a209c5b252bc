'use client';

import { useState } from 'react';
import { Check, Gift, Loader2, LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/error-catalogue';
import { apiQuery } from '@/lib/api/lazy-client';
import { promotionClaim } from '@/lib/contract/community-calls';
import type { PromotionStatus } from '@/lib/domain/community';
import { useRouter } from '@/lib/i18n/navigation';
import { useIsMember, useSessionStatus } from '@/lib/stores/session-store';

const UNAUTHORIZED = 401;
const CONFLICT = 409;

export interface ClaimButtonProps {
  id: number;
  status: PromotionStatus;
  claimed: boolean;
}

/** Claims a running promotion once; a guest gets the login form, and after that the member's own page. */
export function ClaimButton({ id, status, claimed: initial }: ClaimButtonProps) {
  const t = useTranslations('community.promotions');
  const isMember = useIsMember();
  const router = useRouter();
  const [claimed, setClaimed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const ready = useSessionStatus() === 'ready';

  if (claimed) {
    return (
      <Button variant="secondary" disabled data-testid="claim-button" data-claimed="true">
        <Check aria-hidden />
        {t('claimed')}
      </Button>
    );
  }
  if (status !== 'running') {
    return (
      <Button variant="outline" disabled data-testid="claim-button">
        {t(status === 'upcoming' ? 'notStarted' : 'over')}
      </Button>
    );
  }
  if (!ready) {
    return (
      <Button disabled data-testid="claim-button">
        <Gift aria-hidden />
        {t('claim')}
      </Button>
    );
  }
  if (!isMember) {
    return (
      <Button aria-haspopup="dialog" onClick={() => openAuthDialog('login')} data-testid="claim-button">
        <LogIn aria-hidden />
        {t('claimLogin')}
      </Button>
    );
  }

  async function claim() {
    setBusy(true);
    try {
      const { points } = await apiQuery(promotionClaim, { body: { id } });
      setClaimed(true);
      toast.success(t('claimedToast', { points }));
      router.refresh();
    } catch (err) {
      const code = err instanceof ApiError ? err.status : 0;
      if (code === UNAUTHORIZED) openAuthDialog('login');
      else if (code === CONFLICT) {
        toast.error(t('conflict'));
        router.refresh();
      } else toast.error(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={claim} disabled={busy} data-testid="claim-button">
      {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Gift aria-hidden />}
      {t('claim')}
    </Button>
  );
}
