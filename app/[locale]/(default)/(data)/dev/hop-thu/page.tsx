import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { OutboxView } from '@/components/account/outbox-view';
import { getDb } from '@/server/db/client';
import { latestOutbox, outboxPageEnabled } from '@/server/messaging/outbox';
import { localeOf } from '@/lib/page-kit/context';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Outbox', robots: { index: false } };

/** /dev/hop-thu: the latest codes and emails the site sent, for developers; only on `npm run dev` or with DEV_OUTBOX=1. */
export default async function OutboxPage({ params }: { params: Promise<{ locale: string }> }) {
  if (!outboxPageEnabled()) notFound();
  setRequestLocale(localeOf((await params).locale));
  return <OutboxView messages={await latestOutbox(await getDb())} />;
}
