import type { Locale } from '@/lib/domain/locale';

export const CHANGE_KINDS = ['new', 'improved', 'fixed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface ChangeEntry {
  kind: ChangeKind;
  text: Record<Locale, string>;
}

export interface Release {
  version: string;
  /** YYYY-MM-DD */
  date: string;
  entries: readonly ChangeEntry[];
}

const e = (kind: ChangeKind, vi: string, en: string, zh: string): ChangeEntry => ({ kind, text: { vi, en, zh } });

/** What changed for viewers, newest release first. */
export const CHANGE_LOG: readonly Release[] = [
  {
    version: '0.6',
    date: '2026-11-25',
    entries: [
      e('new', 'Trang Bạn bè: danh sách bạn bè, lời mời đến và đi, tìm thành viên theo tên hoặc ID.', 'Friends page: your friends, incoming and sent requests, and a search by name or member ID.', '好友頁面：好友名單、收到與送出的邀請，並可依名稱或 ID 搜尋會員。'),
      e('new', 'Ứng tuyển bình luận viên ngay trên trang, theo dõi trạng thái hồ sơ và ghi chú từ ban tuyển chọn.', 'Apply to become a commentator on the site and follow your application and the reviewers’ note.', '可直接在網站上應徵主播，並查看申請狀態與審核備註。'),
      e('new', 'Khuyến mãi cho thành viên: nhận điểm kinh nghiệm một lần cho mỗi chương trình đang diễn ra.', 'Member promotions: claim experience points once for each running promotion.', '會員優惠活動：每個進行中的活動可領取一次經驗值。'),
      e('improved', 'Trang chủ tải nhanh hơn: danh sách được dựng sẵn trên máy chủ và chỉ cập nhật khi có dữ liệu mới.', 'The home page loads faster: lists are drawn on the server and refresh only when newer data arrives.', '首頁載入更快：列表於伺服器端產生，僅在有新資料時更新。'),
      e('new', 'Trang Về chúng tôi, Điều khoản, Thông tin và Menu đầy đủ mọi chuyên mục.', 'About, Terms, Information and a full Menu of every section.', '新增關於我們、條款、資訊與完整選單頁面。'),
    ],
  },
  {
    version: '0.5',
    date: '2026-11-23',
    entries: [
      e('new', 'Tip kèo của thành viên với đánh giá, xếp hạng và tự động chấm khi trận đấu kết thúc.', 'Members’ tips with ratings, a leaderboard and automatic settling when the match ends.', '會員貼士，附評分、排行榜，賽後自動結算。'),
      e('new', 'Đội bóng yêu thích: theo dõi trận tiếp theo và kết quả gần nhất của đội bạn chọn.', 'Favourite teams: follow the next match and the latest result of the teams you pick.', '最愛球隊：追蹤所選球隊的下一場比賽與最新賽果。'),
    ],
  },
  {
    version: '0.4',
    date: '2026-11-23',
    entries: [
      e('new', 'Trung tâm trận đấu: diễn biến, đội hình, thống kê, đối đầu và biến động tỷ lệ kèo (chỉ để tham khảo).', 'Match centre: events, line-ups, statistics, head-to-head and odds movement (for information only).', '賽事中心：賽事動態、陣容、統計、對賽往績與賠率走勢（僅供參考）。'),
      e('new', 'Trang đội bóng, cầu thủ, giải đấu, sân vận động và so sánh hai đội hoặc hai cầu thủ.', 'Team, player, league and venue pages, and side-by-side comparison of two teams or two players.', '球隊、球員、聯賽與球場頁面，並可並排比較兩隊或兩名球員。'),
      e('fixed', 'Giờ thi đấu hiển thị đúng múi giờ của bạn, kể cả quanh nửa đêm.', 'Kick-off times show in your own time zone, also around midnight.', '開賽時間依你的時區正確顯示，跨午夜亦然。'),
    ],
  },
  {
    version: '0.3',
    date: '2026-11-23',
    entries: [
      e('new', 'Tin nhắn riêng với bạn bè và hộp thư thông báo.', 'Private messages with friends, and a notification inbox.', '與好友私訊，以及通知收件匣。'),
      e('new', 'Công cụ kiểm duyệt chat: ghim tin, chế độ chậm, tắt tiếng và cấm chat.', 'Chat moderation: pinned messages, slow mode, mutes and bans.', '聊天管理工具：置頂訊息、慢速模式、禁言與封鎖。'),
      e('improved', 'Chat tự kết nối lại sau khi mất mạng và giữ lịch sử tin nhắn gần đây.', 'Chat reconnects by itself after a dropped connection and keeps the recent history.', '聊天在斷線後自動重新連線，並保留近期訊息。'),
    ],
  },
  {
    version: '0.2',
    date: '2026-11-23',
    entries: [
      e('new', 'Đặt lịch xem: nhận nhắc trước khi bình luận viên bạn chọn lên sóng.', 'Bookings: get a reminder before the commentator you chose goes live.', '預約觀看：所選主播開播前收到提醒。'),
      e('new', 'Kết quả, lịch thi đấu và bảng tỷ lệ kèo bóng đá theo ngày.', 'Football results, fixtures and odds by day.', '按日查看足球賽果、賽程與賠率。'),
      e('fixed', 'Trình phát không còn bắt đầu ở chất lượng cao khi mạng yếu.', 'The player no longer starts at high quality on a weak connection.', '網路較弱時，播放器不再以高畫質起播。'),
    ],
  },
  {
    version: '0.1',
    date: '2026-11-22',
    entries: [
      e('new', 'Ra mắt Sân Nhà: lịch trực tiếp, phòng bình luận và chat theo trận.', 'Sân Nhà launches: live schedule, commentary rooms and match chat.', 'Sân Nhà 上線：直播賽程、解說房間與賽事聊天。'),
      e('new', 'Giao diện tiếng Việt, tiếng Anh và tiếng Trung phồn thể; chế độ sáng, tối và theo hệ thống.', 'Vietnamese, English and Traditional Chinese; light, dark and system colour modes.', '支援越南語、英語與繁體中文；亮色、暗色與跟隨系統的顯示模式。'),
    ],
  },
];
