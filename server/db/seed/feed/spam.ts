import type { Faker } from '@faker-js/faker';
import type { CommentReportReason } from '@/lib/domain/comments';
import type { SpamReason } from '@/lib/domain/spam';
import { judgeText } from '@/server/safety/spam-filter';
import { fill, teamCalled } from './texts';
import type { PlannedPost } from './plan-posts';
import { SPAM_MEMBERS } from './members';
import type { Author, Fixture, World } from './world';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Betting promotion as it turns up under Vietnamese match talk, by the two throwaway accounts in turn. */
const PROMOTIONS: readonly (readonly string[])[] = [
  [
    '🔥 SOI KÈO MIỄN PHÍ {home} vs {away} 🔥 Kèo VIP tỉ lệ thắng 90%, ae ib Zalo 0912.345.678 để vào nhóm nhé!!!',
    'Kèo thơm {home} - {away} đêm nay, cam kết thắng, thua hoàn tiền 100%. Liên hệ Zalo: 0912 345 678',
    'Nhóm kèo VIP tuần này còn 20 suất, ae nhanh tay ib z.a.l.o 0912.345.678 nhé 🔥',
  ],
  [
    'Nhà cái uy tín số 1, nạp đầu tặng 100K, rút tiền 5 phút. Đăng ký ngay: bit.ly/nhacai-uytin-247',
    'Tuyển CTV chốt đơn cá cược bóng đá, thu nhập 20-30tr/tháng, làm tại nhà. LH tele: @hotro_naprut',
  ],
];

/** Posts that are not spam but that members report: a rude one and one selling something off-topic. */
const REPORTED: readonly { text: string; reasons: readonly CommentReportReason[] }[] = [
  { text: 'Fan {rival} toàn ảo tưởng sức mạnh, thua là đổ tại trọng tài. Về xem lại trình độ đội mình đi rồi hẵng nói.', reasons: ['abuse', 'abuse', 'other'] },
  { text: 'Cho thuê phòng trọ quận Bình Thạnh, gần chợ, giá sinh viên, có chỗ để xe. Ai cần thì bình luận bên dưới nhé.', reasons: ['offTopic', 'spam'] },
];

export interface HeldPost {
  post: PlannedPost;
  reasons: SpamReason[];
}

export interface ReportedPost {
  post: PlannedPost;
  reports: { userId: number; reason: CommentReportReason; createdAt: number }[];
}

function blank(author: Author, body: string, at: number): PlannedPost {
  return { author, body, audience: 'public', held: false, createdAt: at, editedAt: null, fixture: null, roomId: null, images: [], poll: null, shares: null };
}

/**
 * The spam filter's catch: each promotion is judged as the server judges a new post (with the same
 * member's earlier texts), and a text the filter would let through is a mistake here, not a demo.
 */
export function planHeld(f: Faker, world: World, match: Fixture | null): HeldPost[] {
  const slots = { home: match ? teamCalled('vi', match.home.name) : 'Arsenal', away: match ? teamCalled('vi', match.away.name) : 'Chelsea' };
  const held: HeldPost[] = [];
  SPAM_MEMBERS.forEach((def, i) => {
    const author = world.authors.find((a) => a.username === def.username);
    if (!author) return;
    // Within the day or two since the throwaway account was made.
    let at = world.now - f.number.int({ min: 2, max: Math.max(3, def.joinedDaysAgo * 24 - 2) }) * HOUR;
    const earlier: string[] = [];
    for (const template of PROMOTIONS[i] ?? []) {
      const body = fill(template, slots);
      const verdict = judgeText(body, earlier);
      if (!verdict.held) throw new Error(`feed seed: the spam filter lets through "${body}"`);
      held.push({ post: { ...blank(author, body, at), held: true }, reasons: verdict.reasons });
      earlier.unshift(body);
      at += f.number.int({ min: 2, max: 6 }) * MINUTE;
    }
  });
  return held;
}

/** Two visible posts members reported, each waiting in the queue with its reports. */
export function planReported(f: Faker, world: World): ReportedPost[] {
  const fans = world.authors.filter((a) => a.role === 'fan' && a.lang === 'vi');
  const clubs = [...new Set(world.authors.map((a) => a.team).filter((t): t is string => t !== null))];
  return REPORTED.flatMap(({ text, reasons }) => {
    const author = f.helpers.arrayElement(fans);
    const rival = f.helpers.arrayElement(clubs.filter((c) => c !== author.team));
    const body = fill(text, { rival: teamCalled('vi', rival) });
    if (judgeText(body).held) throw new Error(`feed seed: the spam filter would hold "${body}"`);
    const at = world.now - f.number.int({ min: 3, max: 40 }) * HOUR;
    const reporters = f.helpers.arrayElements(fans.filter((a) => a.id !== author.id), reasons.length);
    const reports = reporters.map((r, i) => ({ userId: r.id, reason: reasons[i] ?? 'other', createdAt: at + (i + 1) * f.number.int({ min: 5, max: 40 }) * MINUTE }));
    return [{ post: blank(author, body, at), reports }];
  });
}
