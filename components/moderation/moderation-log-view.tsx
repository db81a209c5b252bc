import { ChevronLeft, ChevronRight, ShieldCheck } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { ModerationLogEntry } from '@/lib/contract/chat';
import { INFO_PATHS } from '@/lib/content/site-info';
import { Link } from '@/lib/i18n/navigation';
import { isCommentAction, loggedDetail } from './moderation-log-entry';

export interface ModerationLogViewProps {
  list: readonly ModerationLogEntry[];
  total: number;
  page: number;
  pageSize: number;
  /** The room the log is narrowed to, if any. */
  groupId: number | null;
  timeZone: string;
  /** Kept on the log's own links (the page's tab, where the log shares its page). */
  linkParams?: Readonly<Record<string, string>>;
}

const cell = 'px-3 py-2 align-top';

function pageHref(page: number, groupId: number | null, linkParams: Readonly<Record<string, string>> = {}): string {
  const q = new URLSearchParams(linkParams);
  if (groupId !== null) q.set('groupId', String(groupId));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${INFO_PATHS.moderationLog}?${s}` : INFO_PATHS.moderationLog;
}

/** Each entry's cells as words of the viewer's language. */
function useEntryText(timeZone: string) {
  const t = useTranslations('community.moderationLog');
  const format = useFormatter();
  const member = (m: { userId: number; displayName: string | null } | null) => (m === null ? '—' : (m.displayName ?? t('member', { id: m.userId })));
  return {
    when: (e: ModerationLogEntry) => format.dateTime(new Date(e.createdAt), { dateStyle: 'short', timeStyle: 'short', timeZone }),
    action: (e: ModerationLogEntry) => t(`actions.${e.action}`),
    room: (e: ModerationLogEntry) => (e.groupId === null ? '—' : e.groupName || t('room', { id: e.groupId })),
    actor: (e: ModerationLogEntry) => member(e.actor),
    target: (e: ModerationLogEntry) => member(e.target),
    detail: (e: ModerationLogEntry) => {
      const detail = loggedDetail(e);
      const parts: string[] = [];
      if (detail.kind === 'seconds') parts.push(detail.seconds === 0 ? t('slowModeOff') : t('seconds', { seconds: detail.seconds }));
      if (detail.kind === 'until-lifted') parts.push(t('untilLifted'));
      if (detail.kind === 'became-commentator') parts.push(t('becameCommentator'));
      if (e.messageId !== null) parts.push(isCommentAction(e.action) ? t('comment', { id: e.messageId }) : t('message', { id: e.messageId }));
      if (detail.kind === 'article') parts.push(t('article', { id: detail.id }));
      if (detail.kind === 'reviewed') parts.push(t(`reviewed.${detail.item}`, { id: detail.id }));
      if (detail.kind === 'reviewed' && detail.days !== null) parts.push(t('days', { days: detail.days }));
      return parts.join(' · ') || '—';
    },
  };
}

type EntryText = ReturnType<typeof useEntryText>;
const timeOf = (e: ModerationLogEntry) => new Date(e.createdAt).toISOString();

/** Phones: one card per entry. */
function LogCards({ list, text }: { list: readonly ModerationLogEntry[]; text: EntryText }) {
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface sm:hidden">
      {list.map((e) => (
        <li key={e.id} className="flex flex-col gap-0.5 px-3 py-2.5 text-sm" data-action={e.action}>
          <p className="flex items-baseline justify-between gap-2">
            <span className="font-medium text-fg">{text.action(e)}</span>
            <time dateTime={timeOf(e)} className="shrink-0 text-xs text-muted tabular-nums">{text.when(e)}</time>
          </p>
          <p className="text-muted">{[e.groupId === null ? null : text.room(e), e.target === null ? text.actor(e) : `${text.actor(e)} → ${text.target(e)}`].filter(Boolean).join(' · ')}</p>
          <p className="text-xs text-muted">{text.detail(e)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Wider screens: a table. */
function LogTable({ list, text, linkParams }: { list: readonly ModerationLogEntry[]; text: EntryText; linkParams?: Readonly<Record<string, string>> }) {
  const t = useTranslations('community.moderationLog');
  const columns = ['time', 'action', 'room', 'actor', 'target', 'detail'] as const;
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface sm:block">
      <table className="w-full text-sm">
        <thead className="bg-surface-2 text-left text-xs text-muted">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={cell}>{t(`columns.${c}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((e) => (
            <tr key={e.id} className="border-t border-border" data-action={e.action}>
              <td className={`${cell} whitespace-nowrap text-muted tabular-nums`}>
                <time dateTime={timeOf(e)}>{text.when(e)}</time>
              </td>
              <td className={`${cell} font-medium text-fg`}>{text.action(e)}</td>
              <td className={cell}>
                {e.groupId === null ? '—' : <Link href={pageHref(1, e.groupId, linkParams)} className="text-fg hover:text-accent">{text.room(e)}</Link>}
              </td>
              <td className={`${cell} text-fg`}>{text.actor(e)}</td>
              <td className={`${cell} text-fg`}>{text.target(e)}</td>
              <td className={`${cell} text-muted`}>{text.detail(e)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The moderation audit trail, newest first, with newer and older pages. */
export function ModerationLogView({ list, total, page, pageSize, groupId, timeZone, linkParams }: ModerationLogViewProps) {
  const t = useTranslations('community.moderationLog');
  const text = useEntryText(timeZone);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-3" data-testid="moderation-log">
      {groupId !== null ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {t('onlyRoom', { room: list[0] ? text.room(list[0]) : t('room', { id: groupId }) })}
          <Link href={pageHref(1, null, linkParams)} className="font-medium text-accent hover:underline">{t('allRooms')}</Link>
        </p>
      ) : null}
      {list.length === 0 ? (
        <EmptyState icon={<ShieldCheck aria-hidden />} title={t('empty')} />
      ) : (
        <>
          <LogCards list={list} text={text} />
          <LogTable list={list} text={text} linkParams={linkParams} />
        </>
      )}
      {pages > 1 ? (
        <nav aria-label={t('pagination')} className="flex items-center justify-between gap-2">
          {page > 1 ? (
            <Link href={pageHref(page - 1, groupId, linkParams)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              <ChevronLeft aria-hidden />
              {t('newer')}
            </Link>
          ) : <span />}
          <span className="text-xs text-muted tabular-nums">{t('pages', { page, pages })}</span>
          {page < pages ? (
            <Link href={pageHref(page + 1, groupId, linkParams)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('older')}
              <ChevronRight aria-hidden />
            </Link>
          ) : <span />}
        </nav>
      ) : null}
    </div>
  );
}
