import type { TipPhrases } from './tip-phrases';

export const TIP_PHRASES_ZH: TipPhrases = {
  units: { goals: '球', points: '分', maps: '局' },
  letters: { W: '勝', D: '和', L: '負' },
  chainSeparator: '',
  homeLeads: ['', '主隊方面，', '賽前來看，'],
  awayLeads: ['與此同時，', '客隊方面，', '相比之下，'],
  noForm: (lead, name) => `${lead}${name}近期沒有比賽，狀態難以評估。`,
  form: [
    (lead, name, n) => `${lead}${name}近${n.played}場戰績為${n.chain}（${n.won}勝${n.drawn}和${n.lost}負），進${n.scored}${n.unit}、失${n.conceded}${n.unit}。`,
    (lead, name, n) => `${lead}${name}近${n.played}場贏了${n.won}場，場均進${n.avg}${n.unit}（近況：${n.chain}）。`,
    (lead, name, n) => `${lead}${name}的近況是${n.chain}：${n.played}場比賽進${n.scored}${n.unit}、失${n.conceded}${n.unit}。`,
  ],
  standing: [
    (n) => `以${n.league}近期戰績計，${n.home}排第${n.homeRank}（共${n.of}隊），${n.away}排第${n.awayRank}。`,
    (n) => `在${n.league}近況積分榜上，主隊${n.home}位居第${n.homeRank}，對手${n.away}位居第${n.awayRank}。`,
  ],
  meeting: (first, second, h, a) => `兩隊上次交手，${first}與${second}戰成${h}-${a}。`,
  win: (side) => `${side}勝`,
  draw: '和局',
  moneyline: [
    (what, n) => `我的選擇：${what}（1X2），賠率${n.odds}，信心${n.stars}。`,
    (what, n) => `我傾向${what}，1X2賠率${n.odds}。信心${n.stars}。`,
  ],
  handicap: [
    (side, line, n) => `讓分盤：選${side} ${line}，賠率${n.odds}，信心${n.stars}。`,
    (side, line, n) => `我買${side}讓分${line}（賠率${n.odds}）；信心${n.stars}。`,
  ],
  over: '大',
  under: '小',
  totals: [
    (word, line, unit, n) => `大小盤：選${word} ${line}${unit}，賠率${n.odds}，信心${n.stars}。`,
    (word, line, _unit, n) => `根據以上數據，我選${word} ${line}（${n.odds}），信心${n.stars}。`,
  ],
  sentenceGap: '',
};
