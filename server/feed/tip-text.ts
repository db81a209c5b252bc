import { LIVE_MODE } from '@/lib/domain/live-modes';
import { randomFor } from '@/lib/random/seeded';
import type { FinishedMatch, Standing, TeamForm } from './form';
import type { TipChoice } from './tip-pick';

export interface TipFacts {
  key: string;
  liveModeId: number;
  league: string;
  home: { id: number; name: string; form: TeamForm; standing: Standing | null };
  away: { id: number; name: string; form: TeamForm; standing: Standing | null };
  meetings: readonly FinishedMatch[];
}

type Side = TipFacts['home'];

const LETTER: Record<string, string> = { W: 'T', D: 'H', L: 'B' };

function unit(liveModeId: number): string {
  if (liveModeId === LIVE_MODE.basketball) return 'điểm';
  if (liveModeId === LIVE_MODE.esport) return 'ván';
  return 'bàn';
}

function formSentence(t: Side, liveModeId: number, pick: <T>(xs: readonly T[]) => T, lead: string): string {
  const f = t.form;
  if (f.played === 0) return `${lead}${t.name} chưa đá trận nào trong những ngày gần đây nên khó đánh giá phong độ.`;
  const chain = f.letters.map((l) => LETTER[l] ?? l).join('-');
  const u = unit(liveModeId);
  const avgFor = (f.scored / f.played).toFixed(liveModeId === LIVE_MODE.basketball ? 0 : 1);
  return pick([
    `${lead}${t.name} có chuỗi ${chain} trong ${f.played} trận gần nhất (thắng ${f.won}, hòa ${f.drawn}, thua ${f.lost}), ghi ${f.scored} và để thủng lưới ${f.conceded} ${u}.`,
    `${lead}${t.name} thắng ${f.won}/${f.played} trận gần đây, trung bình ghi ${avgFor} ${u} mỗi trận (phong độ ${chain}).`,
    `${lead}phong độ của ${t.name} là ${chain}: ${f.scored} ${u} ghi được, ${f.conceded} ${u} bị thủng lưới sau ${f.played} trận.`,
  ]).replace(/^./, (c) => c.toUpperCase());
}

function standingSentence(facts: TipFacts, pick: <T>(xs: readonly T[]) => T): string | null {
  const { home, away, league } = facts;
  if (!home.standing || !away.standing) return null;
  return pick([
    `Xét theo thành tích gần đây ở ${league}, ${home.name} đứng thứ ${home.standing.rank}/${home.standing.of}, còn ${away.name} xếp thứ ${away.standing.rank}.`,
    `Trên bảng điểm phong độ ${league}, chủ nhà ${home.name} ở vị trí ${home.standing.rank}, đối thủ ${away.name} ở vị trí ${away.standing.rank}.`,
  ]);
}

function meetingSentence(facts: TipFacts): string | null {
  const last = facts.meetings[0];
  if (!last) return null;
  const first = last.homeTeamId === facts.home.id ? facts.home.name : facts.away.name;
  const second = first === facts.home.name ? facts.away.name : facts.home.name;
  return `Lần gặp nhau gần nhất, ${first} và ${second} dừng ở tỉ số ${last.homeScore}-${last.awayScore}.`;
}

function line(n: number | null): string {
  if (n === null) return '';
  return n > 0 ? `+${n}` : String(n);
}

function pickSentence(facts: TipFacts, choice: TipChoice, pick: <T>(xs: readonly T[]) => T): string {
  const side = choice.selection === 'home' ? facts.home.name : choice.selection === 'away' ? facts.away.name : null;
  const stars = `${choice.confidence}/5`;
  if (choice.market === '1x2') {
    const what = side ? `${side} thắng` : 'một trận hòa';
    return pick([`Lựa chọn của tôi: ${what} (1X2) với tỷ lệ ${choice.odds}, độ tự tin ${stars}.`, `Tôi nghiêng về ${what}, kèo 1X2 ăn ${choice.odds}. Độ tự tin ${stars}.`]);
  }
  if (choice.market === 'ah') {
    return pick([`Kèo chấp: chọn ${side ?? ''} ${line(choice.line)} ở mức ${choice.odds}, độ tự tin ${stars}.`, `Tôi vào ${side ?? ''} chấp ${line(choice.line)} (tỷ lệ ${choice.odds}); độ tự tin ${stars}.`]);
  }
  const word = choice.selection === 'over' ? 'Tài' : 'Xỉu';
  return pick([`Kèo tài xỉu: chọn ${word} ${choice.line ?? ''} ${unit(facts.liveModeId)} với tỷ lệ ${choice.odds}, độ tự tin ${stars}.`, `Với những số liệu trên, tôi chọn ${word} mốc ${choice.line ?? ''} (${choice.odds}), độ tự tin ${stars}.`]);
}

/** The host's analysis, in Vietnamese, from what the database knows about the two sides. */
export function composeAnalysis(facts: TipFacts, choice: TipChoice): string {
  const rand = randomFor(`tip-text:${facts.key}`);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const sentences = [
    formSentence(facts.home, facts.liveModeId, pick, pick(['', 'Bên phía chủ nhà, ', 'Trước trận, '])),
    formSentence(facts.away, facts.liveModeId, pick, pick(['Trong khi đó, ', 'Về phía đội khách, ', 'Ngược lại, '])),
    standingSentence(facts, pick),
    meetingSentence(facts),
    pickSentence(facts, choice, pick),
  ];
  return sentences.filter((s): s is string => s !== null).join(' ');
}
