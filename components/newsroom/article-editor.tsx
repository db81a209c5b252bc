'use client';

import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { apiRequest } from '@/lib/api/lazy-client';
import type { ApiResult } from '@/lib/api/client';
import type { EditableArticle } from '@/lib/contract/newsroom';
import { newsroomCreate, newsroomPublish, newsroomSchedule, newsroomUnpublish, newsroomUpdate } from '@/lib/contract/newsroom-calls';
import { LOCALES, type Locale } from '@/lib/domain/locale';
import { NEWS_LIMITS } from '@/lib/domain/news';
import { NEWSROOM_PATHS } from '@/lib/domain/newsroom';
import { formatDateTime, formatInZone, instantOfWall } from '@/lib/format/date';
import { useRouter } from '@/lib/i18n/navigation';
import { BlockEditor } from './block-editor';
import { draftOf, emptyDraft, refusalOf, stateOf, type EditorState } from './draft-state';
import { FilingCard, PublishingCard, type EditorAction } from './editor-side';
import { Field } from './fields';
import { LanguageTabs } from './language-tabs';
import { TagsCard } from './tags-card';
import { useRefusalText } from './use-refusal-text';

const WALL_FORMAT = 'YYYY-MM-DDTHH:mm';

interface ArticleEditorProps {
  /** The article to edit; null on the new-article page. */
  initial: EditableArticle | null;
  timeZone: string;
}

/** The newsroom's form: three languages of text and blocks, the shared filing, and the publishing actions. */
export function ArticleEditor({ initial, timeZone }: ArticleEditorProps) {
  const t = useTranslations('newsroom');
  const router = useRouter();
  const refusalText = useRefusalText();
  const panelId = useId();
  const [article, setArticle] = useState(initial);
  const [state, setState] = useState<EditorState>(() => (initial ? stateOf(initial) : emptyDraft()));
  const [saved, setSaved] = useState(() => JSON.stringify(draftOf(state)));
  const [locale, setLocale] = useState<Locale>('vi');
  const [busy, setBusy] = useState<EditorAction | null>(null);
  const [scheduleAt, setScheduleAt] = useState(() => formatInZone((initial?.status === 'scheduled' && initial.publishedAt) || Date.now() + 3_600_000, timeZone, WALL_FORMAT));
  const dirty = JSON.stringify(draftOf(state)) !== saved;
  const incomplete = useMemo(() => new Set(LOCALES.filter((l) => !state.headline[l].trim())), [state.headline]);

  const patch = (p: Partial<EditorState>) => setState((s) => ({ ...s, ...p }));
  const setText = (field: 'headline' | 'standfirst', value: string) => setState((s) => ({ ...s, [field]: { ...s[field], [locale]: value } }));

  function refused(result: ApiResult<unknown>): result is { ok: false; status: number; message: string } {
    if (result.ok) return false;
    toast.error(refusalText(refusalOf(result.status, result.message)));
    return true;
  }

  /** Saves the form (creating the article the first time); the saved article, or null when refused. */
  async function save(): Promise<EditableArticle | null> {
    const draft = draftOf(state);
    if (article && JSON.stringify(draft) === saved) return article;
    const result = article ? await apiRequest(newsroomUpdate, { body: { id: article.id, ...draft } }) : await apiRequest(newsroomCreate, { body: draft });
    if (refused(result)) return null;
    setArticle(result.data);
    setSaved(JSON.stringify(draft));
    if (!article) router.replace(NEWSROOM_PATHS.edit(result.data.id));
    return result.data;
  }

  async function act(action: EditorAction) {
    setBusy(action);
    try {
      if (action === 'unpublish') {
        if (!article) return;
        const result = await apiRequest(newsroomUnpublish, { body: { id: article.id } });
        if (!refused(result)) {
          setArticle(result.data);
          toast.success(t('editor.unpublishedToast'));
        }
        return;
      }
      const current = await save();
      if (!current) return;
      if (action === 'save') toast.success(t('editor.saved'));
      if (action === 'preview') router.push(NEWSROOM_PATHS.preview(current.id));
      if (action === 'publish') {
        const result = await apiRequest(newsroomPublish, { body: { id: current.id } });
        if (!refused(result)) {
          setArticle(result.data);
          toast.success(t('editor.publishedToast'));
        }
      }
      if (action === 'schedule') {
        const wall = Date.parse(`${scheduleAt}:00Z`);
        if (Number.isNaN(wall)) {
          toast.error(t('errors.scheduleMissing'));
          return;
        }
        const publishAt = instantOfWall(wall, timeZone);
        const result = await apiRequest(newsroomSchedule, { body: { id: current.id, publishAt } });
        if (!refused(result)) {
          setArticle(result.data);
          toast.success(t('editor.scheduledToast', { time: formatDateTime(publishAt, timeZone) }));
        }
      }
    } finally {
      setBusy(null);
    }
  }

  return (
    <form className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start" onSubmit={(e) => { e.preventDefault(); void act('save'); }} data-testid="article-editor">
      <div className="flex min-w-0 flex-col gap-4">
        <LanguageTabs active={locale} onSelect={setLocale} incomplete={incomplete} panelId={panelId} />
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${locale}`} className="flex flex-col gap-4" lang={locale}>
          <Field key={`h-${locale}`} name={`headline-${locale}`} label={t('editor.headline')} lang={locale} maxLength={NEWS_LIMITS.headline} value={state.headline[locale]} onChange={(v) => setText('headline', v)} />
          <Field key={`s-${locale}`} name={`standfirst-${locale}`} label={t('editor.standfirst')} rows={3} lang={locale} maxLength={NEWS_LIMITS.standfirst} value={state.standfirst[locale]} onChange={(v) => setText('standfirst', v)} />
          <section className="flex flex-col gap-2" aria-label={t('editor.body')}>
            <h2 className="text-sm font-semibold text-fg">{t('editor.body')}</h2>
            <BlockEditor key={locale} locale={locale} blocks={state.body[locale]} onChange={(blocks) => setState((s) => ({ ...s, body: { ...s.body, [locale]: blocks } }))} />
          </section>
        </div>
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-20">
        <PublishingCard article={article} busy={busy} dirty={dirty} timeZone={timeZone} scheduleAt={scheduleAt} onScheduleAt={setScheduleAt} onAction={(a) => void act(a)} />
        <FilingCard state={state} onChange={patch} />
        <TagsCard tags={state.tags} initialNames={initial?.tagNames ?? []} onChange={(tags) => patch({ tags })} />
      </aside>
    </form>
  );
}
