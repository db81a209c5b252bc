import type { ClipSummary } from '@/lib/contract/highlights';
import type { ArticleBlock } from '@/lib/contract/news-blocks';
import type { ArticleDraft, EditableArticle } from '@/lib/contract/newsroom';
import { LOCALES, type Locale } from '@/lib/domain/locale';
import { NEWS_CATEGORY_SLUGS, NEWS_TYPE_SLUGS } from '@/lib/domain/news';

/**
 * A block as the editor holds it while it is typed: text may be empty for a moment, and a list's items
 * are one text with a line each. `cleanBody` turns them into the contract's blocks.
 */
export type EditorBlock =
  | { kind: 'paragraph' | 'heading'; text: string }
  | { kind: 'quote'; text: string; cite: string }
  | { kind: 'image'; src: string; alt: string; caption: string }
  | { kind: 'list'; ordered: boolean; items: string }
  /** A clip, null until one is picked; `clip` is what the picker showed, null for one loaded with the article. */
  | { kind: 'highlight'; clipId: number | null; clip: ClipSummary | null }
  /** Live data blocks (match card, table) the form keeps as they are. */
  | { kind: 'embedded'; block: Extract<ArticleBlock, { kind: 'match' | 'standings' }> };

export type EditableKind = Exclude<EditorBlock['kind'], 'embedded'>;
export const EDITABLE_KINDS: readonly EditableKind[] = ['paragraph', 'heading', 'image', 'quote', 'list', 'highlight'];

export interface EditorState extends Omit<ArticleDraft, 'body'> {
  body: Record<Locale, EditorBlock[]>;
}

const three = <T>(make: () => T): Record<Locale, T> => ({ vi: make(), en: make(), zh: make() });

export function emptyDraft(): EditorState {
  return {
    category: NEWS_CATEGORY_SLUGS[0] ?? 'bong-da',
    type: NEWS_TYPE_SLUGS[0] ?? 'tin-nong',
    featured: false,
    cover: '',
    headline: three(() => ''),
    standfirst: three(() => ''),
    body: three(() => [{ kind: 'paragraph', text: '' }]),
    tags: [],
  };
}

export function newBlock(kind: EditableKind): EditorBlock {
  switch (kind) {
    case 'quote':
      return { kind, text: '', cite: '' };
    case 'image':
      return { kind, src: '', alt: '', caption: '' };
    case 'list':
      return { kind, ordered: false, items: '' };
    case 'highlight':
      return { kind, clipId: null, clip: null };
    default:
      return { kind, text: '' };
  }
}

function toEditorBlock(block: ArticleBlock): EditorBlock {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
      return { kind: block.kind, text: block.text };
    case 'quote':
      return { kind: 'quote', text: block.text, cite: block.cite ?? '' };
    case 'image':
      return { kind: 'image', src: block.src, alt: block.alt, caption: block.caption ?? '' };
    case 'list':
      return { kind: 'list', ordered: block.ordered, items: block.items.join('\n') };
    case 'highlight':
      return { kind: 'highlight', clipId: block.clipId, clip: null };
    default:
      return { kind: 'embedded', block };
  }
}

export function stateOf(a: EditableArticle): EditorState {
  const { category, type, featured, cover, headline, standfirst, tags } = a;
  return { category, type, featured, cover, headline, standfirst, tags, body: { vi: a.body.vi.map(toEditorBlock), en: a.body.en.map(toEditorBlock), zh: a.body.zh.map(toEditorBlock) } };
}

/** A block as the contract takes it, or null for one with nothing in it yet (an empty paragraph is no paragraph). */
function toBlock(b: EditorBlock, fallbackAlt: string): ArticleBlock | null {
  switch (b.kind) {
    case 'paragraph':
    case 'heading':
      return b.text.trim() ? { kind: b.kind, text: b.text.trim() } : null;
    case 'quote':
      return b.text.trim() ? { kind: 'quote', text: b.text.trim(), ...(b.cite.trim() ? { cite: b.cite.trim() } : {}) } : null;
    case 'image': {
      if (!b.src) return null;
      const caption = b.caption.trim();
      // A picture always has a description: the editor's, else its caption, else the headline.
      const alt = b.alt.trim() || caption || fallbackAlt.trim() || '—';
      return { kind: 'image', src: b.src, alt, ...(caption ? { caption } : {}) };
    }
    case 'list': {
      const items = b.items.split('\n').map((i) => i.trim()).filter(Boolean);
      return items.length > 0 ? { kind: 'list', ordered: b.ordered, items } : null;
    }
    case 'highlight':
      return b.clipId === null ? null : { kind: 'highlight', clipId: b.clipId };
    case 'embedded':
      return b.block;
  }
}

/** What the form sends: the contract's draft, with blocks not yet written left out. */
export function draftOf(state: EditorState): ArticleDraft {
  const body = Object.fromEntries(
    LOCALES.map((l) => [l, state.body[l].flatMap((b) => toBlock(b, state.headline[l]) ?? [])]),
  ) as Record<Locale, ArticleBlock[]>;
  return { ...state, body };
}

/** The reason of an API refusal, as the `field: problem` its message starts with. */
export type Refusal =
  | { kind: 'required'; field: 'headline' | 'standfirst' | 'body'; locale: Locale }
  | { kind: 'cover' | 'scheduleFuture' | 'tooLarge' | 'badImage' | 'failed' }
  | { kind: 'invalid'; field: string }
  /** A highlight block whose clip is gone, or not out yet; `block` counts from 1 as the form shows it. */
  | { kind: 'clip'; problem: 'missing' | 'unpublished'; locale: Locale; block: number };

export function refusalOf(status: number, message: string): Refusal {
  const required = /^(headline|standfirst|body)\.(vi|en|zh): required to publish/.exec(message);
  if (required) return { kind: 'required', field: required[1] as 'headline' | 'standfirst' | 'body', locale: required[2] as Locale };
  const clip = /^body\.(vi|en|zh)\.(\d+): (no such clip|clip not published)/.exec(message);
  if (clip) return { kind: 'clip', problem: clip[3] === 'no such clip' ? 'missing' : 'unpublished', locale: clip[1] as Locale, block: Number(clip[2]) + 1 };
  if (message.startsWith('cover: required')) return { kind: 'cover' };
  if (message.startsWith('publishAt:')) return { kind: 'scheduleFuture' };
  if (status === 413) return { kind: 'tooLarge' };
  if (message.startsWith('image:')) return { kind: 'badImage' };
  if (status === 422) return { kind: 'invalid', field: message.split(':')[0] ?? '' };
  return { kind: 'failed' };
}
