import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/domain/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { cardFonts } from './fonts';

describe('card fonts', () => {
  it('draws Vietnamese and Traditional Chinese', async () => {
    const { drawable } = await cardFonts();
    expect(drawable('Hoàng Anh Gia Lai – Sông Lam Nghệ An, ưu ơ ă ạ ế')).toBe('Hoàng Anh Gia Lai – Sông Lam Nghệ An, ưu ơ ă ạ ế');
    expect(drawable('直播中 完場 即將開始')).toBe('直播中 完場 即將開始');
  });

  it('leaves out what no font has, so nothing is fetched or drawn as a box', async () => {
    const { drawable } = await cardFonts();
    expect(drawable('Đêm chung kết ⚽🔥 نهائي')).toBe('Đêm chung kết');
  });

  it('collapses line breaks and runs of space', async () => {
    const { drawable } = await cardFonts();
    expect(drawable('  BLV\n\tTuấn   Anh ')).toBe('BLV Tuấn Anh');
  });

  it.each(LOCALES)('has every character of the %s words drawn on cards', async (locale) => {
    const { drawable } = await cardFonts();
    const { shareCard, common } = await loadMessages(locale, ['shareCard', 'common']);
    // The alt texts are read out, not drawn.
    const drawn = [...Object.entries(shareCard).filter(([key]) => !key.endsWith('Alt')).map(([, text]) => text), ...Object.values(common.matchState)];
    for (const text of drawn) {
      const words = text.replace(/\{\w+\}/g, '').replace(/\s+/g, ' ').trim();
      expect(drawable(words)).toBe(words);
    }
  });
});
