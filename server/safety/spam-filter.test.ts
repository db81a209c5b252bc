import { describe, expect, it } from 'vitest';
import { LINES, PRIVATE_LINES, REPLIES } from '@/server/db/seed/chat-lines';
import { LABELLED_HAM, LABELLED_SPAM } from '../../tests/fixtures/spam-labelled';
import { similarity } from './near-duplicates';
import { judgeText } from './spam-filter';

const heldShare = (texts: readonly string[]) => texts.filter((t) => judgeText(t).held).length / texts.length;

describe('the spam filter on the labelled set', () => {
  it('holds at least 95% of the promotion and at most 1% of honest messages', () => {
    expect(heldShare(LABELLED_SPAM)).toBeGreaterThanOrEqual(0.95);
    expect(heldShare(LABELLED_HAM)).toBeLessThanOrEqual(0.01);
  });

  it('holds nothing the demo chat says', () => {
    const seeded = [...Object.values(LINES).flat(), ...REPLIES, ...PRIVATE_LINES];
    expect(seeded.filter((t) => judgeText(t).held)).toEqual([]);
  });
});

describe('what it holds, and why', () => {
  it('holds a phone number however it is spaced, dotted or disguised', () => {
    for (const text of ['lh 0912345678', 'lh 0912 345 678', 'lh 0912.345.678', 'lh +84 912 345 678', 'lh o9l2 345 678', 'lh 0 9 1 2 3 4 5 6 7 8']) {
      expect(judgeText(text).reasons, text).toContain('phone-number');
    }
  });

  it('leaves scores, minutes, dates, years and crowd sizes alone', () => {
    for (const text of ['2-1 phút 90+3', 'trận 19:30 ngày 15/12/2025', 'sinh năm 1998', '35000 khán giả', 'điểm số 78 - 75']) {
      expect(judgeText(text), text).toEqual({ held: false, reasons: [] });
    }
  });

  it('holds a messenger with a handle or number, and a chat link, but not the messenger named alone', () => {
    expect(judgeText('zalo: keothom88').reasons).toContain('contact-handle');
    expect(judgeText('tele @vip_keo').reasons).toContain('contact-handle');
    expect(judgeText('z.a.l.o 0912345678').reasons).toEqual(expect.arrayContaining(['contact-handle', 'phone-number']));
    expect(judgeText('vào t.me/nhomkeo').reasons).toContain('contact-handle');
    expect(judgeText('Có ai nhóm zalo fan Arsenal không?').held).toBe(false);
  });

  it('holds a link shortener, written out or disguised', () => {
    for (const text of ['xem ở bit.ly/abc', 'xem ở bit . ly/abc', 'xem ở bit[.]ly/abc', 'https://tinyurl.com/x']) {
      expect(judgeText(text).reasons, text).toContain('link-shortener');
    }
  });

  it('holds a bookmaker by name and a promotion, but not odds talk on its own', () => {
    expect(judgeText('vào FB88 chơi đi').reasons).toEqual(['gambling']);
    expect(judgeText('Nạp đầu tặng 100%, đăng ký ngay').reasons).toEqual(['gambling']);
    expect(judgeText('kèo thơm, xem ở keothom.net').reasons).toEqual(['gambling']);
    expect(judgeText('Kèo châu Á chấp nửa trái, tài xỉu 2.5').held).toBe(false);
    expect(judgeText('ib mình nếu muốn đổi vé nhé').held).toBe(false);
    // "ib" is a word of its own, not the start of a name.
    expect(judgeText('Ibrahimovic ghi bàn đẹp quá').held).toBe(false);
  });
});

describe('near-duplicates', () => {
  const pitch = 'Anh em vào nhóm mình xem bóng đá miễn phí mỗi ngày nhé 🔥';

  it('holds the third near-copy within the window, whatever emoji or numbers change', () => {
    expect(judgeText(pitch, []).held).toBe(false);
    expect(judgeText(pitch, [pitch]).held).toBe(false);
    expect(judgeText(`${pitch} 2`, [`${pitch}!!`, pitch.replace('🔥', '⚽')]).reasons).toEqual(['near-duplicate']);
  });

  it('lets short cheers repeat and different messages through', () => {
    expect(judgeText('Vào rồi!!!', ['Vào rồi!!', 'Vào rồi!']).held).toBe(false);
    expect(judgeText('Hiệp hai chắc HLV sẽ thay người sớm', ['Thủ môn cứu thua xuất thần', 'Trọng tài bắt hơi ép đội khách rồi']).held).toBe(false);
  });

  it('measures likeness on letters, folded', () => {
    expect(similarity('Hà Nội vô địch', 'HA NOI VO DICH!!!')).toBe(1);
    expect(similarity('abc', '')).toBe(0);
    expect(similarity('Hà Nội vô địch', 'Sài Gòn xuống hạng')).toBeLessThan(0.2);
  });
});
