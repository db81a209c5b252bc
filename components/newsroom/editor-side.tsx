'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { EditableArticle } from '@/lib/contract/newsroom';
import { NEWS_CATEGORY_SLUGS, NEWS_TYPES, type NewsCategory, type NewsType } from '@/lib/domain/news';
import { formatDateTime } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import type { EditorState } from './draft-state';
import { FIELD_CLASS, SelectField } from './fields';
import { ImageUpload } from './image-upload';
import { StatusBadge } from './status-badge';

export type EditorAction = 'save' | 'preview' | 'schedule' | 'publish' | 'unpublish';

interface PublishingCardProps {
  article: EditableArticle | null;
  busy: EditorAction | null;
  dirty: boolean;
  timeZone: string;
  scheduleAt: string;
  onScheduleAt(value: string): void;
  onAction(action: EditorAction): void;
}

/** Where the article stands and what can be done with it: save, preview, schedule, publish, take down. */
export function PublishingCard({ article, busy, dirty, timeZone, scheduleAt, onScheduleAt, onAction }: PublishingCardProps) {
  const t = useTranslations('newsroom.editor');
  const live = article?.live ?? false;
  return (
    <Card className="flex flex-col gap-4 p-4" data-testid="publishing">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-bold text-fg">{t('publishing')}</h2>
        {article ? <StatusBadge status={article.status} live={article.live} /> : null}
      </div>
      {article?.publishedAt && (article.status === 'scheduled' || live) ? (
        <p className="text-sm text-muted" data-testid="goes-out">{t('goesOutAt', { time: formatDateTime(article.publishedAt, timeZone) })}</p>
      ) : null}
      {dirty ? <Badge variant="warning" className="self-start">{t('unsaved')}</Badge> : null}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => onAction('save')} disabled={busy !== null}>{busy === 'save' ? t('saving') : t('save')}</Button>
        <Button variant="outline" onClick={() => onAction('preview')} disabled={busy !== null}>{t('preview')}</Button>
      </div>
      {!live ? (
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <label htmlFor="schedule-at" className="text-sm font-semibold text-fg">{t('scheduleAt')}</label>
          <input id="schedule-at" type="datetime-local" value={scheduleAt} onChange={(e) => onScheduleAt(e.target.value)} className={`${FIELD_CLASS} h-11 py-0`} />
          <Button variant="secondary" onClick={() => onAction('schedule')} disabled={busy !== null}>{t('schedule')}</Button>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        {!live ? <Button onClick={() => onAction('publish')} disabled={busy !== null}>{t('publish')}</Button> : null}
        {article && (live || article.status === 'scheduled') ? (
          <Button variant="outline" className="text-live" onClick={() => onAction('unpublish')} disabled={busy !== null}>{t('unpublish')}</Button>
        ) : null}
        {article && live ? (
          <Link href={article.path} className="text-center text-sm font-semibold text-accent hover:underline" data-testid="public-link">{t('viewPublic')}</Link>
        ) : null}
      </div>
    </Card>
  );
}

interface FilingCardProps {
  state: EditorState;
  onChange(patch: Partial<EditorState>): void;
}

/** The cover picture, sport, type and the featured flag: shared by the three languages. */
export function FilingCard({ state, onChange }: FilingCardProps) {
  const t = useTranslations('newsroom.editor');
  const tn = useTranslations('news');
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex flex-col gap-2">
        <h2 className="text-sm font-bold text-fg">{t('cover')}</h2>
        {state.cover ? (
          // eslint-disable-next-line @next/next/no-img-element -- a picture of this site's media, shown at card size
          <img src={state.cover} alt="" className="aspect-video w-full rounded-lg border border-border object-cover" data-testid="cover-preview" />
        ) : (
          <div className="aspect-video w-full rounded-lg border border-dashed border-border bg-surface-2" />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <ImageUpload label={state.cover ? t('changeCover') : t('uploadCover')} onUploaded={(cover) => onChange({ cover })} testId="cover-input" />
        </div>
        <p className="text-xs text-muted">{t('coverHint')}</p>
      </div>
      <div className="flex flex-col gap-3 border-t border-border pt-4">
        <h2 className="text-sm font-bold text-fg">{t('filing')}</h2>
        <SelectField label={t('category')} name="category" value={state.category} onChange={(v) => onChange({ category: v as NewsCategory })} options={NEWS_CATEGORY_SLUGS.map((slug) => ({ value: slug, label: tn(`sports.${slug}`) }))} />
        <SelectField label={t('type')} name="type" value={state.type} onChange={(v) => onChange({ type: v as NewsType })} options={NEWS_TYPES.map((type) => ({ value: type.slug, label: tn(`types.${type.key}`) }))} />
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="checkbox" checked={state.featured} onChange={(e) => onChange({ featured: e.target.checked })} className="size-4 accent-[var(--color-accent)]" />
          {t('featured')}
        </label>
      </div>
    </Card>
  );
}
