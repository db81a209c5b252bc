import type { TipPhrases } from './tip-phrases';

export const TIP_PHRASES_EN: TipPhrases = {
  units: { goals: 'goals', points: 'points', maps: 'maps' },
  letters: { W: 'W', D: 'D', L: 'L' },
  chainSeparator: '-',
  homeLeads: ['', 'For the hosts, ', 'Going into the game, '],
  awayLeads: ['Meanwhile, ', 'As for the visitors, ', 'By contrast, '],
  noForm: (lead, name) => `${lead}${name} have not played in recent days, so their form is hard to judge.`,
  form: [
    (lead, name, n) => `${lead}${name} have gone ${n.chain} in their last ${n.played} (won ${n.won}, drawn ${n.drawn}, lost ${n.lost}), scoring ${n.scored} and conceding ${n.conceded} ${n.unit}.`,
    (lead, name, n) => `${lead}${name} have won ${n.won} of their last ${n.played}, averaging ${n.avg} ${n.unit} a game (form: ${n.chain}).`,
    (lead, name, n) => `${lead}${name}'s form reads ${n.chain}: ${n.scored} ${n.unit} scored and ${n.conceded} conceded in ${n.played} games.`,
  ],
  standing: [
    (n) => `On recent results in ${n.league}, ${n.home} rank ${n.homeRank} of ${n.of}, while ${n.away} rank ${n.awayRank}.`,
    (n) => `On the ${n.league} form table, the hosts ${n.home} are in position ${n.homeRank} and the visitors ${n.away} in position ${n.awayRank}.`,
  ],
  meeting: (first, second, h, a) => `When they last met, ${first} and ${second} finished ${h}-${a}.`,
  win: (side) => `a ${side} win`,
  draw: 'a draw',
  moneyline: [
    (what, n) => `My pick: ${what} (1X2) at ${n.odds}, confidence ${n.stars}.`,
    (what, n) => `I lean towards ${what}; the 1X2 price is ${n.odds}. Confidence ${n.stars}.`,
  ],
  handicap: [
    (side, line, n) => `Handicap: ${side} ${line} at ${n.odds}, confidence ${n.stars}.`,
    (side, line, n) => `I'm backing ${side} ${line} on the handicap (${n.odds}); confidence ${n.stars}.`,
  ],
  over: 'Over',
  under: 'Under',
  totals: [
    (word, line, unit, n) => `Over/under: ${word} ${line} ${unit} at ${n.odds}, confidence ${n.stars}.`,
    (word, line, _unit, n) => `On those numbers I'm going ${word} ${line} (${n.odds}), confidence ${n.stars}.`,
  ],
  sentenceGap: ' ',
};
