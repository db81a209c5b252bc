'use client';

import { ArrowDown, ArrowUp, Clapperboard, Heading2, ImageIcon, List, Pilcrow, Quote, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/domain/locale';
import { NEWS_LIMITS } from '@/lib/domain/news';
import { EDITABLE_KINDS, newBlock, type EditableKind, type EditorBlock } from './draft-state';
import { Field } from './fields';
import { HighlightField } from './highlight-field';
import { ImageUpload } from './image-upload';

const KIND_ICONS: Record<EditableKind, LucideIcon> = { paragraph: Pilcrow, heading: Heading2, image: ImageIcon, quote: Quote, list: List, highlight: Clapperboard };

interface BlockEditorProps {
  blocks: readonly EditorBlock[];
  locale: Locale;
  onChange(blocks: EditorBlock[]): void;
}

/** The body of one language as a column of blocks: each edited in place, moved, removed; new ones added at the end. */
export function BlockEditor({ blocks, locale, onChange }: BlockEditorProps) {
  const t = useTranslations('newsroom.blocks');
  const replace = (i: number, block: EditorBlock) => onChange(blocks.map((b, j) => (j === i ? block : b)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...blocks];
    const [moved] = next.splice(i, 1);
    if (moved) next.splice(i + by, 0, moved);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-3" data-testid={`blocks-${locale}`}>
      {blocks.length === 0 ? <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">{t('empty')}</p> : null}
      <ol className="flex flex-col gap-3" aria-label={t('label')}>
        {blocks.map((block, i) => (
          // Blocks have no ids of their own; their place is their identity while the form is open.
          <li key={i} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 sm:p-4" data-block={block.kind}>
            <div className="flex items-center justify-between gap-2">
              <p className="text-xs font-bold tracking-wider text-muted uppercase">
                {t('blockTitle', { number: i + 1, kind: block.kind === 'embedded' ? block.block.kind : t(block.kind) })}
              </p>
              <div className="flex items-center gap-1">
                <Button variant="ghost" size="icon" className="size-8" aria-label={t('moveUp')} disabled={i === 0} onClick={() => move(i, -1)}><ArrowUp aria-hidden /></Button>
                <Button variant="ghost" size="icon" className="size-8" aria-label={t('moveDown')} disabled={i === blocks.length - 1} onClick={() => move(i, 1)}><ArrowDown aria-hidden /></Button>
                <Button variant="ghost" size="icon" className="size-8 text-live" aria-label={t('remove')} onClick={() => onChange(blocks.filter((_, j) => j !== i))}><Trash2 aria-hidden /></Button>
              </div>
            </div>
            <BlockFields block={block} locale={locale} onChange={(b) => replace(i, b)} />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('add')}>
        <span className="text-sm font-semibold text-muted">{t('add')}:</span>
        {EDITABLE_KINDS.map((kind) => {
          const Icon = KIND_ICONS[kind];
          return (
            <Button key={kind} variant="secondary" size="sm" disabled={blocks.length >= NEWS_LIMITS.blocks} onClick={() => onChange([...blocks, newBlock(kind)])} data-add={kind}>
              <Icon aria-hidden />
              {t(kind)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}

function BlockFields({ block, locale, onChange }: { block: EditorBlock; locale: Locale; onChange(block: EditorBlock): void }) {
  const t = useTranslations('newsroom.blocks');
  switch (block.kind) {
    case 'paragraph':
      return <Field label={t('text')} rows={4} lang={locale} maxLength={NEWS_LIMITS.blockText} value={block.text} onChange={(text) => onChange({ ...block, text })} />;
    case 'heading':
      return <Field label={t('text')} lang={locale} maxLength={200} value={block.text} onChange={(text) => onChange({ ...block, text })} />;
    case 'quote':
      return (
        <div className="grid gap-3">
          <Field label={t('text')} rows={3} lang={locale} maxLength={1000} value={block.text} onChange={(text) => onChange({ ...block, text })} />
          <Field label={t('cite')} lang={locale} maxLength={160} value={block.cite} onChange={(cite) => onChange({ ...block, cite })} />
        </div>
      );
    case 'list':
      return (
        <div className="grid gap-3">
          <Field label={t('items')} rows={4} lang={locale} value={block.items} onChange={(items) => onChange({ ...block, items })} />
          <label className="flex items-center gap-2 text-sm text-fg">
            <input type="checkbox" checked={block.ordered} onChange={(e) => onChange({ ...block, ordered: e.target.checked })} className="size-4 accent-[var(--color-accent)]" />
            {t('ordered')}
          </label>
        </div>
      );
    case 'image':
      return (
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <div className="flex flex-col items-start gap-2">
            {block.src ? (
              // eslint-disable-next-line @next/next/no-img-element -- an uploaded picture of this site, shown at thumbnail size
              <img src={block.src} alt="" className="aspect-video w-full rounded-lg border border-border object-cover" />
            ) : (
              <div className="aspect-video w-full rounded-lg border border-dashed border-border bg-surface-2" />
            )}
            <ImageUpload label={t('uploadImage')} onUploaded={(src) => onChange({ ...block, src })} testId={`block-image-${locale}`} />
          </div>
          <div className="grid content-start gap-3">
            <Field label={t('alt')} lang={locale} maxLength={300} value={block.alt} onChange={(alt) => onChange({ ...block, alt })} />
            <Field label={t('caption')} lang={locale} maxLength={400} value={block.caption} onChange={(caption) => onChange({ ...block, caption })} />
          </div>
        </div>
      );
    case 'highlight':
      return <HighlightField block={block} onChange={onChange} />;
    case 'embedded': {
      const ref = block.block.kind === 'match' ? block.block.fixtureId : block.block.leagueId;
      return <p className="text-sm text-muted">{t('embedded', { kind: block.block.kind, id: ref })}</p>;
    }
  }
}
