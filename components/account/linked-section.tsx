'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link2, Link2Off, LoaderCircle } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';
import type { AccountInfo } from '@/lib/contract/accounts';
import { linkGoogle, unlinkGoogle } from '@/lib/contract/accounts-calls';
import { apiRequest } from '@/lib/api/lazy-client';
import { SectionCard, StatusPill } from './section-card';
import { useAccountUpdated } from './use-account-update';
import { withReauth } from './with-reauth';

/** Other ways to sign in: Google, linked or not. */
export function LinkedSection({ account }: { account: AccountInfo }) {
  const t = useTranslations('account.linked');
  const updated = useAccountUpdated();
  const [pending, setPending] = useState(false);
  const linked = account.google !== null;

  async function link() {
    setPending(true);
    const result = await withReauth(() => apiRequest(linkGoogle));
    if (result.ok) return window.location.assign(result.data.url);
    setPending(false);
    toast.error(t('failed'));
  }

  async function unlink() {
    setPending(true);
    const result = await apiRequest(unlinkGoogle);
    setPending(false);
    if (result.ok) {
      updated(result.data);
      toast.success(t('unlinked'));
    } else {
      toast.error(result.status === 409 ? t('needPassword') : t('failed'));
    }
  }

  return (
    <SectionCard title={t('title')} lead={t('lead')}>
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-bg p-3 sm:p-4">
        <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-surface-2 text-base font-bold text-fg">
          G
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-fg">Google</p>
          <p className="text-sm break-words text-muted" data-testid="google-status">
            {linked ? (account.google?.email ? t('linkedAs', { email: account.google.email }) : t('linkedNoEmail')) : account.googleAvailable ? t('notLinked') : t('unavailable')}
          </p>
        </div>
        <StatusPill ok={linked}>{linked ? t('on') : t('off')}</StatusPill>
        {linked ? (
          <Button variant="outline" onClick={() => void unlink()} aria-disabled={pending}>
            {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Link2Off aria-hidden />}
            {t('unlink')}
          </Button>
        ) : account.googleAvailable ? (
          <Button onClick={() => void link()} aria-disabled={pending}>
            {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Link2 aria-hidden />}
            {t('link')}
          </Button>
        ) : null}
      </div>
    </SectionCard>
  );
}
