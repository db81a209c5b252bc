import type { PictureKind } from './pictures';
import type { StoredPicture } from './store-pictures';
import type { Fixture } from './world';

type Lang = 'vi' | 'en' | 'zh';

/** What a picture shows: its club, and its match (with the final score on a scoreboard). */
interface Subject {
  team: string | null;
  match: string | null;
}

type Describe = (s: Subject) => string;

const ALTS: Readonly<Record<Lang, Readonly<Record<PictureKind, Describe>>>> = {
  vi: {
    stadium: ({ team }) => (team ? `Sân vận động lên đèn trong đêm, khán đài màu áo ${team}` : 'Sân vận động lên đèn trong đêm'),
    sky: () => 'Bầu trời trên sân trước giờ bóng lăn',
    crowd: ({ team }) => (team ? `Khán đài kín cổ động viên ${team}` : 'Khán đài kín cổ động viên'),
    formation: ({ team }) => (team ? `Sơ đồ đội hình ${team}` : 'Sơ đồ đội hình'),
    ball: () => 'Quả bóng đặt trên chấm phạt đền',
    scarf: ({ team }) => (team ? `Khăn cổ động ${team}` : 'Khăn cổ động'),
    jersey: ({ team }) => (team ? `Áo đấu ${team} in tên riêng sau lưng` : 'Áo đấu in tên riêng sau lưng'),
    scoreboard: ({ match }) => (match ? `Bảng tỉ số hết trận: ${match}` : 'Bảng tỉ số hết trận'),
    ticket: ({ match }) => (match ? `Vé vào sân trận ${match}` : 'Vé vào sân'),
    cafe: () => 'Màn hình lớn chiếu bóng đá ở quán cà phê',
  },
  en: {
    stadium: ({ team }) => (team ? `A stadium under floodlights at night, the stands in ${team} colours` : 'A stadium under floodlights at night'),
    sky: () => 'The sky over the ground before kick-off',
    crowd: ({ team }) => (team ? `Stands packed with ${team} fans` : 'Packed stands'),
    formation: ({ team }) => (team ? `${team} line-up on a pitch diagram` : 'A line-up on a pitch diagram'),
    ball: () => 'A ball on the penalty spot',
    scarf: ({ team }) => (team ? `A ${team} scarf` : 'A supporters’ scarf'),
    jersey: ({ team }) => (team ? `A ${team} shirt with a name on the back` : 'A shirt with a name on the back'),
    scoreboard: ({ match }) => (match ? `The scoreboard at full time: ${match}` : 'The scoreboard at full time'),
    ticket: ({ match }) => (match ? `A ticket for ${match}` : 'A match ticket'),
    cafe: () => 'Football on the big screen at a café',
  },
  zh: {
    stadium: ({ team }) => (team ? `夜間燈火通明的球場，看台是${team}的顏色` : '夜間燈火通明的球場'),
    sky: () => '開賽前的球場上空',
    crowd: ({ team }) => (team ? `坐滿${team}球迷的看台` : '坐滿球迷的看台'),
    formation: ({ team }) => (team ? `${team}的陣容圖` : '陣容圖'),
    ball: () => '放在罰球點上的足球',
    scarf: ({ team }) => (team ? `${team}的圍巾` : '球迷圍巾'),
    jersey: ({ team }) => (team ? `背後印著名字的${team}球衣` : '背後印著名字的球衣'),
    scoreboard: ({ match }) => (match ? `終場比分牌：${match}` : '終場比分牌'),
    ticket: ({ match }) => (match ? `${match}的門票` : '球賽門票'),
    cafe: () => '咖啡館大螢幕上的足球比賽',
  },
};

function matchOf(kind: PictureKind, fixture: Fixture): string {
  const score = kind === 'scoreboard' && fixture.homeScore !== null && fixture.awayScore !== null ? ` ${fixture.homeScore}–${fixture.awayScore} ` : ' – ';
  return `${fixture.home.name}${score}${fixture.away.name}`;
}

/**
 * The description a careful member writes for a picture, in the language of their post. A scoreboard
 * or ticket names its match when the post is about that match.
 */
export function pictureAlt(picture: Pick<StoredPicture, 'kind' | 'team' | 'fixtureId'>, lang: string, postFixture: Fixture | null): string {
  const texts = ALTS[lang === 'en' || lang === 'zh' ? lang : 'vi'];
  const fixture = postFixture && postFixture.id === picture.fixtureId ? postFixture : null;
  return texts[picture.kind]({ team: picture.team, match: fixture ? matchOf(picture.kind, fixture) : null });
}
