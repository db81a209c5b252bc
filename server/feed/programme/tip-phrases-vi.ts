import type { TipPhrases } from './tip-phrases';

export const TIP_PHRASES_VI: TipPhrases = {
  units: { goals: 'bàn', points: 'điểm', maps: 'ván' },
  letters: { W: 'T', D: 'H', L: 'B' },
  chainSeparator: '-',
  homeLeads: ['', 'Bên phía chủ nhà, ', 'Trước trận, '],
  awayLeads: ['Trong khi đó, ', 'Về phía đội khách, ', 'Ngược lại, '],
  noForm: (lead, name) => `${lead}${name} chưa đá trận nào trong những ngày gần đây nên khó đánh giá phong độ.`,
  form: [
    (lead, name, n) => `${lead}${name} có chuỗi ${n.chain} trong ${n.played} trận gần nhất (thắng ${n.won}, hòa ${n.drawn}, thua ${n.lost}), ghi ${n.scored} và để thủng lưới ${n.conceded} ${n.unit}.`,
    (lead, name, n) => `${lead}${name} thắng ${n.won}/${n.played} trận gần đây, trung bình ghi ${n.avg} ${n.unit} mỗi trận (phong độ ${n.chain}).`,
    (lead, name, n) => `${lead}phong độ của ${name} là ${n.chain}: ${n.scored} ${n.unit} ghi được, ${n.conceded} ${n.unit} bị thủng lưới sau ${n.played} trận.`,
  ],
  standing: [
    (n) => `Xét theo thành tích gần đây ở ${n.league}, ${n.home} đứng thứ ${n.homeRank}/${n.of}, còn ${n.away} xếp thứ ${n.awayRank}.`,
    (n) => `Trên bảng điểm phong độ ${n.league}, chủ nhà ${n.home} ở vị trí ${n.homeRank}, đối thủ ${n.away} ở vị trí ${n.awayRank}.`,
  ],
  meeting: (first, second, h, a) => `Lần gặp nhau gần nhất, ${first} và ${second} dừng ở tỉ số ${h}-${a}.`,
  win: (side) => `${side} thắng`,
  draw: 'một trận hòa',
  moneyline: [
    (what, n) => `Lựa chọn của tôi: ${what} (1X2) với tỷ lệ ${n.odds}, độ tự tin ${n.stars}.`,
    (what, n) => `Tôi nghiêng về ${what}, kèo 1X2 ăn ${n.odds}. Độ tự tin ${n.stars}.`,
  ],
  handicap: [
    (side, line, n) => `Kèo chấp: chọn ${side} ${line} ở mức ${n.odds}, độ tự tin ${n.stars}.`,
    (side, line, n) => `Tôi vào ${side} chấp ${line} (tỷ lệ ${n.odds}); độ tự tin ${n.stars}.`,
  ],
  over: 'Tài',
  under: 'Xỉu',
  totals: [
    (word, line, unit, n) => `Kèo tài xỉu: chọn ${word} ${line} ${unit} với tỷ lệ ${n.odds}, độ tự tin ${n.stars}.`,
    (word, line, _unit, n) => `Với những số liệu trên, tôi chọn ${word} mốc ${line} (${n.odds}), độ tự tin ${n.stars}.`,
  ],
  sentenceGap: ' ',
};
