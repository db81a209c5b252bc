import type { CommentReaction } from '@/lib/domain/comments';
import type { Locale } from '@/lib/domain/locale';

/** A demo comment: who of the demo fans wrote it (by their index), how long ago, and what. */
export interface SeedComment {
  fan: number;
  ageMinutes: number;
  /** The language it is written in. */
  lang: Locale;
  body: string;
  /** Fans (by index) and the reaction each left. */
  reactions?: readonly [fan: number, reaction: CommentReaction][];
  replies?: readonly SeedComment[];
}

/** A thread under one seeded article, named by the article's key (server/db/seed/news). */
export interface SeedThread {
  article: string;
  comments: readonly SeedComment[];
}

/** What readers say under a few demo articles, in the language each of them writes in. */
export const COMMENT_THREADS: readonly SeedThread[] = [
  {
    article: 'fb-vleague-title-race',
    comments: [
      {
        fan: 6, ageMinutes: 95,
        lang: 'vi', body: 'Hà Nội FC còn đá sân nhà 5 trận trong 8 vòng cuối, lợi thế quá lớn. Năm nay mà không vô địch thì tiếc lắm.',
        reactions: [[0, 'like'], [2, 'like'], [12, 'love']],
        replies: [
          { fan: 12, ageMinutes: 80, lang: 'vi', body: 'Đừng quên Thể Công còn trận đối đầu trực tiếp ở Hàng Đẫy. Ba điểm cách biệt chưa là gì đâu.', reactions: [[6, 'haha']] },
          { fan: 3, ageMinutes: 41, lang: 'vi', body: 'Lịch của Nam Định nhẹ hơn hẳn, tôi vẫn tin vào họ.' },
        ],
      },
      { fan: 8, ageMinutes: 30, lang: 'vi', body: 'Bài phân tích lịch thi đấu rất kỹ, cảm ơn toà soạn!', reactions: [[6, 'like']] },
      { fan: 11, ageMinutes: 12, lang: 'en', body: 'Great breakdown. The head-to-head in round 24 looks like the real title decider.' },
    ],
  },
  {
    article: 'fb-clasico-preview',
    comments: [
      {
        fan: 1, ageMinutes: 240,
        lang: 'vi', body: 'Barca mà giữ được thế trận ở tuyến giữa thì Real sẽ khó phản công. Dự đoán 2-1 cho Barca!',
        reactions: [[8, 'haha'], [13, 'like']],
        replies: [
          { fan: 8, ageMinutes: 200, lang: 'vi', body: 'Real đá sân nhà, tốc độ hai cánh là quá đủ. 2-0 cho Real nhé bạn.', reactions: [[1, 'wow']] },
        ],
      },
      { fan: 9, ageMinutes: 150, lang: 'zh', body: '這場國家德比決定聯賽榜首，中場的對抗會是關鍵。' },
      { fan: 13, ageMinutes: 60, lang: 'en', body: 'Whoever wins the midfield wins this one. Can’t wait for Sunday night.' },
    ],
  },
  {
    article: 'fb-hagl-comeback-slna',
    comments: [
      { fan: 15, ageMinutes: 300, lang: 'vi', body: 'Xem trực tiếp ở Pleiku, mưa như trút mà không khí cuồng nhiệt lắm mọi người ơi!', reactions: [[6, 'love'], [7, 'love']] },
      { fan: 7, ageMinutes: 180, lang: 'vi', body: 'Bàn gỡ hoà phút 78 đẹp thật sự, chọn vị trí quá chuẩn.' },
    ],
  },
  {
    article: 'es-gam-nguoc-dong-vikings',
    comments: [
      {
        fan: 5, ageMinutes: 500,
        lang: 'vi', body: 'Ván 3 GAM cầm Rồng ngàn năm là thay đổi cả thế trận. Quá đỉnh!',
        reactions: [[10, 'like'], [2, 'wow']],
        replies: [{ fan: 10, ageMinutes: 470, lang: 'vi', body: 'Đường dưới Vikings bị bắt bài từ phút thứ 10, ban pick ván cuối sai hẳn.' }],
      },
      { fan: 10, ageMinutes: 90, lang: 'zh', body: 'GAM 的下路這場打得太穩了，期待他們在季後賽的表現。' },
    ],
  },
  {
    article: 'bb-nhan-dinh-celtics-knicks',
    comments: [
      { fan: 4, ageMinutes: 120, lang: 'vi', body: 'Celtics ném ba điểm tốt nhưng bóng bật bảng của Knicks mới là vấn đề. Kèo này khó đoán.', reactions: [[14, 'like']] },
      { fan: 14, ageMinutes: 45, lang: 'en', body: 'Knicks at home with that rebounding edge? I’m taking New York.' },
    ],
  },
];
