'use client';

import { useState } from 'react';
import { CalendarCheck, Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/error-catalogue';
import { apiQuery } from '@/lib/api/lazy-client';
import { checkInSign } from '@/lib/contract/engagement-calls';
import { useRouter } from '@/lib/i18n/navigation';

const CONFLICT = 409;

/** Checks the member in for today, then draws the page again with the new streak. */
export function CheckInButton({ checkedToday, reward }: { checkedToday: boolean; reward: number }) {
  const t = useTranslations('members.checkIn');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(checkedToday);

  async function checkIn() {
    setBusy(true);
    try {
      const res = await apiQuery(checkInSign, {});
      setDone(true);
      toast.success(t('doneToast', { points: res.points }));
    } catch (err) {
      const conflict = err instanceof ApiError && err.status === CONFLICT;
      if (conflict) setDone(true);
      toast.error(t(conflict ? 'already' : 'failed'));
    } finally {
      setBusy(false);
      router.refresh();
    }
  }

  if (done || checkedToday) {
    return (
      <Button variant="secondary" size="lg" disabled className="w-full sm:w-auto" data-testid="check-in-button">
        <CalendarCheck aria-hidden />
        {t('done')}
      </Button>
    );
  }
  return (
    <Button size="lg" onClick={() => void checkIn()} disabled={busy} className="w-full sm:w-auto" data-testid="check-in-button">
      {busy ? <Loader2 aria-hidden className="animate-spin" /> : <CalendarCheck aria-hidden />}
      {t('button', { points: reward })}
    </Button>
  );
}
