import { describe, expect, it } from 'vitest';
import { articleDraft } from '@/lib/contract/newsroom';
import { draftOf, emptyDraft, refusalOf, type EditorState } from './draft-state';

describe('the newsroom form state', () => {
  it('sends an empty new article as a valid draft: blocks not yet written are left out', () => {
    const draft = draftOf(emptyDraft());
    expect(draft.body).toEqual({ vi: [], en: [], zh: [] });
    expect(articleDraft.safeParse(draft).success).toBe(true);
  });

  it('turns list lines into items, trims text and gives a picture without a description its caption', () => {
    const state: EditorState = {
      ...emptyDraft(),
      body: {
        vi: [
          { kind: 'paragraph', text: '  Mở đầu  ' },
          { kind: 'list', ordered: true, items: 'Một\n\n Hai ' },
          { kind: 'image', src: '/media/uploads/news/0123456789abcdef0123456789abcdef.webp', alt: '', caption: 'Sân Hàng Đẫy' },
          { kind: 'image', src: '', alt: 'chưa có ảnh', caption: '' },
          { kind: 'quote', text: 'Trích', cite: ' ' },
        ],
        en: [],
        zh: [],
      },
    };
    const draft = draftOf(state);
    expect(draft.body.vi).toEqual([
      { kind: 'paragraph', text: 'Mở đầu' },
      { kind: 'list', ordered: true, items: ['Một', 'Hai'] },
      { kind: 'image', src: '/media/uploads/news/0123456789abcdef0123456789abcdef.webp', alt: 'Sân Hàng Đẫy', caption: 'Sân Hàng Đẫy' },
      { kind: 'quote', text: 'Trích' },
    ]);
    expect(articleDraft.safeParse(draft).success).toBe(true);
  });

  it('sends a highlight block by its clip id, and leaves out one with no clip picked yet', () => {
    const state: EditorState = { ...emptyDraft(), body: { vi: [{ kind: 'highlight', clipId: null, clip: null }, { kind: 'highlight', clipId: 7001, clip: null }], en: [], zh: [] } };
    expect(draftOf(state).body.vi).toEqual([{ kind: 'highlight', clipId: 7001 }]);
  });

  it('reads which block of which language names a clip the API refuses', () => {
    expect(refusalOf(422, 'body.en.2: no such clip')).toEqual({ kind: 'clip', problem: 'missing', locale: 'en', block: 3 });
    expect(refusalOf(422, 'body.vi.0: clip not published yet')).toEqual({ kind: 'clip', problem: 'unpublished', locale: 'vi', block: 1 });
  });

  it('reads which field of which language the API asks for before publishing', () => {
    expect(refusalOf(422, 'standfirst.zh: required to publish')).toEqual({ kind: 'required', field: 'standfirst', locale: 'zh' });
    expect(refusalOf(422, 'cover: required to publish')).toEqual({ kind: 'cover' });
    expect(refusalOf(422, 'publishAt: must be in the future')).toEqual({ kind: 'scheduleFuture' });
    expect(refusalOf(413, 'image: must be at most 4 MB')).toEqual({ kind: 'tooLarge' });
    expect(refusalOf(422, 'image: must be a PNG, JPEG or WebP image')).toEqual({ kind: 'badImage' });
    expect(refusalOf(500, 'boom')).toEqual({ kind: 'failed' });
  });
});
