import { LIVE_MODE } from '@/lib/domain/live-modes';
import { on, type LeagueDef } from './types';

const tennis = LIVE_MODE.tennis;

/** Day and night sessions on the centre court: from late afternoon to the small hours in Vietnam. */
export const ATP: LeagueDef = {
  name: 'ATP Tour',
  abbr: 'ATP',
  country: 'World',
  liveModeId: tennis,
  priority: 14,
  zone: 'Europe/Paris',
  slots: { ...on([1, 2, 3, 4, 5], ['11:00', '13:00', '15:00', '17:00', '19:00', '21:00']), 6: ['14:00', '16:30', '19:00'], 0: ['15:00'] },
  venue: 'Accor Arena|Paris|20300',
  teams: [
    'Jannik Sinner|SIN|Italy', 'Carlos Alcaraz|ALC|Spain', 'Alexander Zverev|ZVE|Germany', 'Novak Djokovic|DJO|Serbia',
    'Taylor Fritz|FRI|USA', 'Jack Draper|DRA|England', 'Daniil Medvedev|MED|Russia', 'Alex de Minaur|DEM|Australia',
    'Casper Ruud|RUU|Norway', 'Holger Rune|RUN|Denmark', 'Lorenzo Musetti|MUS|Italy', 'Tommy Paul|PAU|USA',
    'Ben Shelton|SHE|USA', 'Stefanos Tsitsipas|TSI|Greece', 'Andrey Rublev|RUB|Russia', 'Grigor Dimitrov|DIM|Bulgaria',
  ],
};

export const WTA: LeagueDef = {
  name: 'WTA Tour',
  abbr: 'WTA',
  country: 'World',
  liveModeId: tennis,
  priority: 15,
  zone: 'Asia/Shanghai',
  slots: { ...on([1, 2, 3, 4, 5], ['12:00', '14:00', '16:00', '18:00', '20:00']), ...on([6, 0], ['14:00']) },
  venue: 'Optics Valley International Tennis Center|Wuhan|15000',
  teams: [
    'Aryna Sabalenka|SAB|Belarus', 'Iga Świątek|SWI|Poland', 'Coco Gauff|GAU|USA', 'Jessica Pegula|PEG|USA',
    'Elena Rybakina|RYB|Kazakhstan', 'Jasmine Paolini|PAO|Italy', 'Zheng Qinwen|ZHE|China', 'Mirra Andreeva|AND|Russia',
    'Madison Keys|KEY|USA', 'Emma Navarro|NAV|USA', 'Paula Badosa|BAD|Spain', 'Daria Kasatkina|KAS|Australia',
    'Karolína Muchová|MUC|Czechia', 'Barbora Krejčíková|KRE|Czechia', 'Elina Svitolina|SVI|Ukraine', 'Diana Shnaider|SHN|Russia',
  ],
};

/** Tokyo's day session runs through the Vietnamese morning and early afternoon. */
export const ATP_TOKYO: LeagueDef = {
  name: 'ATP 500 Tokyo',
  abbr: 'TYO',
  country: 'Japan',
  liveModeId: tennis,
  priority: 26,
  zone: 'Asia/Tokyo',
  slots: { ...on([1, 2, 3, 4, 5], ['11:00', '13:00', '15:00', '17:00']), 6: ['11:00', '13:00'], 0: ['13:00'] },
  venue: 'Ariake Coliseum|Tokyo|10000',
  teams: [
    'Ugo Humbert|HUM|France', 'Arthur Fils|FIL|France', 'Félix Auger-Aliassime|FAA|Canada', 'Frances Tiafoe|TIA|USA',
    'Sebastian Korda|KOR|USA', 'Alexei Popyrin|POP|Australia', 'Kei Nishikori|NIS|Japan', 'Yoshihito Nishioka|NSO|Japan',
    'Hubert Hurkacz|HUR|Poland', 'Karen Khachanov|KHA|Russia', 'Jiří Lehečka|LEH|Czechia', 'Tomáš Macháč|MAC|Czechia',
    'Flavio Cobolli|COB|Italy', 'Francisco Cerúndolo|CER|Argentina', 'Shintaro Mochizuki|MOC|Japan', 'Learner Tien|TIE|USA',
  ],
};

/** South American clay at night: the Vietnamese small hours and early morning. */
export const CHALLENGER_MONTEVIDEO: LeagueDef = {
  name: 'ATP Challenger Montevideo',
  abbr: 'CHM',
  country: 'Uruguay',
  liveModeId: tennis,
  priority: 29,
  zone: 'America/Montevideo',
  slots: {
    ...on([1, 2, 3, 4, 5], ['10:00', '12:00', '14:00', '16:00', '17:00', '18:00', '19:00', '20:00']),
    ...on([6, 0], ['12:00', '14:00', '16:00', '17:00', '18:00', '19:00', '20:00']),
  },
  venue: 'Carrasco Lawn Tennis Club|Montevideo|2500',
  teams: [
    'Camilo Ugo Carabelli|UGO|Argentina', 'Francisco Comesaña|COM|Argentina', 'Mariano Navone|NAV|Argentina', 'Thiago Agustín Tirante|TIR|Argentina',
    'Facundo Díaz Acosta|DIA|Argentina', 'Juan Manuel Cerúndolo|JMC|Argentina', 'Román Andrés Burruchaga|BUR|Argentina', 'Federico Coria|COR|Argentina',
    'Hugo Dellien|DEL|Bolivia', 'Juan Pablo Varillas|VAR|Peru', 'Daniel Elahi Galán|GAL|Colombia', 'Tomás Barrios Vera|BAR|Chile',
    'Gonzalo Bueno|BUE|Peru', 'Thiago Seyboth Wild|WIL|Brazil', 'Franco Roncadelli|RON|Uruguay', 'Martín Cuevas|CUE|Uruguay',
  ],
};
