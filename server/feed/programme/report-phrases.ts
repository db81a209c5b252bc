import type { Locale } from '@/lib/domain/locale';

export interface ReportScore {
  home: string;
  away: string;
  /** "2-1" */
  score: string;
  league: string;
}

/** How the desk words an automatic match report in one language; every sentence is plain text. */
export interface ReportPhrases {
  win: (winner: string, loser: string, score: string) => string;
  draw: (home: string, away: string, score: string) => string;
  /** After a drawn tie, the shoot-out decided it. */
  shootout: (winner: string, kicks: string) => string;
  standfirst: (s: ReportScore) => string;
  opening: (s: ReportScore) => string;
  noGoals: string;
  goalsHeading: string;
  cardsHeading: string;
  penalty: string;
  ownGoal: string;
  sentOff: string;
  missedPenalty: string;
  /** Readers are told the report was written from the match data, not by a reporter at the ground. */
  disclosure: string;
}

const VI: ReportPhrases = {
  win: (w, l, s) => `${w} thắng ${l} ${s}`,
  draw: (h, a, s) => `${h} và ${a} hòa ${s}`,
  shootout: (w, k) => `${w} đi tiếp sau loạt sút luân lưu ${k}.`,
  standfirst: (s) => `${s.league}: ${s.home} ${s.score} ${s.away}. Các bàn thắng, thẻ phạt và diễn biến chính của trận đấu.`,
  opening: (s) => `Trận đấu giữa ${s.home} và ${s.away} thuộc khuôn khổ ${s.league} đã khép lại với tỷ số ${s.score}.`,
  noGoals: 'Hai đội không thể tìm được bàn thắng sau 90 phút thi đấu.',
  goalsHeading: 'Các bàn thắng',
  cardsHeading: 'Thẻ đỏ và phạt đền hỏng',
  penalty: 'phạt đền',
  ownGoal: 'phản lưới',
  sentOff: 'thẻ đỏ',
  missedPenalty: 'đá hỏng phạt đền',
  disclosure: 'Bài tường thuật được tự động soạn từ dữ liệu trận đấu ngay khi trận đấu kết thúc.',
};

const EN: ReportPhrases = {
  win: (w, l, s) => `${w} beat ${l} ${s}`,
  draw: (h, a, s) => `${h} and ${a} draw ${s}`,
  shootout: (w, k) => `${w} go through ${k} on penalties.`,
  standfirst: (s) => `${s.league}: ${s.home} ${s.score} ${s.away}. The goals, the cards and the key moments of the match.`,
  opening: (s) => `${s.home} and ${s.away} finished ${s.score} in the ${s.league}.`,
  noGoals: 'Neither side found a way through in ninety minutes.',
  goalsHeading: 'The goals',
  cardsHeading: 'Red cards and missed penalties',
  penalty: 'penalty',
  ownGoal: 'own goal',
  sentOff: 'red card',
  missedPenalty: 'missed penalty',
  disclosure: 'This report was written automatically from the match data as soon as the final whistle went.',
};

const ZH: ReportPhrases = {
  win: (w, l, s) => `${w}以${s}擊敗${l}`,
  draw: (h, a, s) => `${h}與${a}以${s}戰平`,
  shootout: (w, k) => `${w}在點球大戰中以${k}晉級。`,
  standfirst: (s) => `${s.league}：${s.home} ${s.score} ${s.away}。本場比賽的進球、紅牌與關鍵時刻。`,
  opening: (s) => `${s.league}賽事，${s.home}與${s.away}的比賽以${s.score}結束。`,
  noGoals: '雙方在九十分鐘內都未能取得進球。',
  goalsHeading: '進球',
  cardsHeading: '紅牌與罰失點球',
  penalty: '點球',
  ownGoal: '烏龍球',
  sentOff: '紅牌',
  missedPenalty: '罰失點球',
  disclosure: '本報道於比賽結束時根據比賽數據自動撰寫。',
};

export const REPORT_PHRASES: Record<Locale, ReportPhrases> = { vi: VI, en: EN, zh: ZH };
