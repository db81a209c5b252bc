import type { ChatTheme } from './chat-topics';

export { TOPIC_ROOMS, type ChatTheme, type TopicRoom } from './chat-topics';

/** What people say in the demo's chat rooms: members' chat in Vietnamese, stored with `lang` 'vi'. */
export const LINES: Record<ChatTheme, readonly string[]> = {
  football: [
    'Trận này kèo trên đá chắc tay quá',
    'Hàng thủ mỏng thế kia thì khó giữ sạch lưới',
    'Pha chuyền vừa rồi đẳng cấp thật sự 👏',
    'Trọng tài bắt hơi ép đội khách rồi',
    'Tiền đạo hôm nay phung phí cơ hội quá',
    'Hiệp hai chắc HLV sẽ thay người sớm',
    'Vào rồi!!! Đẹp quá anh em ơi ⚽',
    'Thủ môn cứu thua xuất thần 🧤',
    'Việt vị rõ mà, xem lại VAR đi',
    'Kiểm soát bóng 60% mà không có cú sút nào',
    'Đội này đá pressing tầm cao khó chịu thật',
    'Cầu thủ số 10 đang chơi quá hay',
    'Tỉ số này mà giữ đến cuối là bất ngờ lớn',
    'Ai dự đoán tỉ số chung cuộc không?',
    'Mình đoán 2-1, đội nhà thắng sát nút',
    'Phạt góc liên tục mà không tận dụng được',
    'Thẻ vàng xứng đáng, vào bóng nguy hiểm quá',
    'Đội khách đá phòng ngự phản công hay',
    'Còn 10 phút nữa thôi, cố lên!',
    'BLV bình luận hay quá, nghe cuốn ghê',
  ],
  basketball: [
    'Ném ba điểm chuẩn như máy 🏀',
    'Phòng ngự khu vực hiệu quả ghê',
    'Pha úp rổ vừa rồi quá đỉnh',
    'Hiệp ba mà cách biệt 15 điểm rồi',
    'Rebound kém quá, toàn để đối thủ bắt bóng bật bảng',
    'Tỉ lệ ném phạt hôm nay tệ thật',
    'Pick and roll đẹp như sách giáo khoa',
    'Còn 2 phút, vẫn lật kèo được',
    'Cầu thủ ngoại binh đang gánh team',
    'Time-out hợp lý, cần chỉnh lại phòng ngự',
  ],
  esports: [
    'Giao tranh tổng đẹp quá 🔥',
    'Rừng gank liên tục, đường dưới nát rồi',
    'Lấy Rồng Ngàn Tuổi là gần như thắng',
    'Pick đội hình này hơi liều',
    'Xạ thủ farm 10 mạng không chết',
    'Pha baron steal đỉnh cao!',
    'Meta bây giờ toàn tướng đỡ đòn',
    'Clutch 1v3 quá ghê 😱',
    'Eco round mà thắng được thì hay',
    'Tay to thật sự, headshot liên tục',
  ],
  casual: [
    'Chào cả nhà, tối nay xem trận nào vậy?',
    'Mới vào, có ai xem cùng không',
    'Hôm nay cafe với anh em xem bóng vui quá',
    'Cuối tuần này có trận derby đó mọi người',
    'Ai ở Sài Gòn không, hôm nào offline xem bóng nhé',
    'Mạng lag quá, có ai bị giống mình không',
    'Chúc cả nhà buổi tối vui vẻ 😄',
    'Trận hôm qua ai xem không, hay thật',
    'Mình mới tham gia, mong được làm quen',
    'Hà Nội hôm nay mưa to quá, ở nhà xem live thôi',
  ],
};

/** Replies that fit any line they answer. */
export const REPLIES: readonly string[] = [
  'Chuẩn luôn bạn ơi',
  'Mình cũng nghĩ vậy 👍',
  'Chưa chắc đâu, còn nhiều thời gian mà',
  'Đồng ý, quá hay',
  'Haha đúng thật',
  'Không đồng ý lắm, đội kia cũng đá tốt',
];

export const REACTIONS: readonly string[] = ['👍', '🔥', '😂', '👏', '❤️', '😱'];

/** The host's pinned welcome in their room. */
export const hostWelcome = (host: string): string =>
  `Chào mừng anh em đến với phòng live của ${host}! Giữ lịch sự, không spam, không quảng cáo. Chúc mọi người xem trận vui vẻ ⚽`;

export const LOBBY_WELCOME = 'Chào mừng đến với Sảnh chung! Hãy trò chuyện văn minh và tôn trọng nhau nhé.';

/** The demo member's private conversation with a friend, who writes first and last. */
export const PRIVATE_LINES: readonly string[] = [
  'Tối nay xem trận cùng không?',
  'Ok, mình vào phòng BLV quen nhé',
  'Nhớ đặt lịch trước kẻo quên 😄',
  'Đã đặt rồi, hẹn 8h nha',
  'Ok, hẹn gặp trong phòng chat nhé 👍',
];
