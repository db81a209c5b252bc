import { useFormatter, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/page-kit/empty-state';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';

export interface OutboxItem {
  id: number;
  channel: string;
  recipient: string;
  kind: string;
  body: string;
  createdAt: number;
}

/** The developer outbox: newest first, with recipient, kind, text and time. */
export function OutboxView({ messages }: { messages: readonly OutboxItem[] }) {
  const t = useTranslations('account.outbox');
  const format = useFormatter();
  return (
    <PageShell width="narrow" gap={4}>
      <PageHeader title={t('title')} subtitle={t('lead')} />
      {messages.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ol className="flex flex-col gap-3" data-testid="outbox">
          {messages.map((m) => (
            <li key={m.id}>
              <Card className="p-4" data-recipient={m.recipient} data-kind={m.kind}>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                  <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold text-fg uppercase">{m.channel}</span>
                  <span>
                    {t('to')} <strong className="text-fg">{m.recipient}</strong>
                  </span>
                  <span>{m.kind}</span>
                  <time className="ml-auto" dateTime={new Date(m.createdAt).toISOString()}>
                    {format.dateTime(new Date(m.createdAt), { dateStyle: 'short', timeStyle: 'medium' })}
                  </time>
                </div>
                <p className="mt-2 text-sm break-words text-fg">{m.body}</p>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </PageShell>
  );
}
