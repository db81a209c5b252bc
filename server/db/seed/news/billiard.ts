import type { ArticleBlock } from '@/lib/contract/news-blocks';
import type { SeedArticle } from './types';

const p = (text: string): ArticleBlock => ({ kind: 'paragraph', text });
const h = (text: string): ArticleBlock => ({ kind: 'heading', text });
const q = (text: string, cite: string): ArticleBlock => ({ kind: 'quote', text, cite });
const ul = (...items: string[]): ArticleBlock => ({ kind: 'list', ordered: false, items });
const ol = (...items: string[]): ArticleBlock => ({ kind: 'list', ordered: true, items });

/**
 * Billiards desk: the three-cushion World Cup in Ho Chi Minh City and the US Open in Atlantic City.
 * Every player, coach and club named here is fictional; the tags name only the two competitions,
 * since the catalogue's "teams" for billiards are real players.
 */
export const BILLIARD: readonly SeedArticle[] = [
  {
    key: 'bi-3c-lam-huu-phuoc-nguoc-dong',
    category: 'billiard',
    type: 'tuong-thuat',
    motif: 'trophy',
    featured: true,
    ageHours: 11,
    author: 'bientap.khoa',
    headline: {
      vi: 'Lâm Hữu Phước ngược dòng ngoạn mục, vào tứ kết World Cup carom 3 băng tại Phú Thọ',
      en: 'Lam Huu Phuoc stages a stunning comeback to reach the Three-Cushion Carom World Cup quarter-finals',
      zh: '林有福上演驚天逆轉，挺進三星撞球世界盃八強',
    },
    standfirst: {
      vi: 'Bị dẫn 18 điểm sau 12 lượt cơ, cơ thủ 24 tuổi Lâm Hữu Phước vùng lên thắng Pieter Vandamme 50-44 sau 27 lượt, với chỉ số trung bình 1,851.',
      en: 'Trailing by 18 points after 12 innings, 24-year-old Lam Huu Phuoc fought back to beat Pieter Vandamme 50-44 in 27 innings, an average of 1.851.',
      zh: '12局過後落後18分，24歲的林有福奮起直追，以27局50比44擊敗Pieter Vandamme，平均分1.851。',
    },
    body: {
      vi: [
        p('Khán giả tại Nhà thi đấu Phú Thọ đã có một buổi tối khó quên. Sau 12 lượt cơ, Lâm Hữu Phước mới có 9 điểm, trong khi tay cơ người Bỉ Pieter Vandamme đã ghi 27 điểm với những đường cơ ba băng chuẩn xác.'),
        p('Bước ngoặt đến ở lượt cơ thứ 15, khi Phước thực hiện loạt 11 điểm liên tiếp, trong đó có hai cú đánh năm băng khiến cả khán đài đứng dậy vỗ tay. Từ đó, thế trận hoàn toàn đảo chiều.'),
        h('Bản lĩnh ở những lượt cơ cuối'),
        p('Vandamme bám đuổi đến cùng và có cơ hội rút ngắn ở lượt 26, nhưng bi cái lướt qua bi đỏ chỉ trong gang tấc. Phước khép lại trận đấu bằng một cú đánh vòng bàn ở lượt thứ 27.'),
        q('Khi bị dẫn xa, em chỉ tự nhủ đánh từng cơ một, không nhìn bảng điểm. Tiếng cổ vũ của khán giả nhà đã giúp em rất nhiều.', 'Lâm Hữu Phước sau trận đấu'),
        p('Ở tứ kết, Phước sẽ gặp hạt giống số hai của giải. Dù vậy, với phong độ hiện tại, cơ thủ trẻ hoàn toàn có quyền mơ về một kết quả lịch sử trên sân nhà. Trận tứ kết diễn ra vào tối mai.'),
      ],
      en: [
        p('The crowd at Phu Tho Stadium in Ho Chi Minh City will not forget this evening in a hurry. After 12 innings Lam Huu Phuoc had just 9 points, while Belgium\'s Pieter Vandamme had reached 27 with a string of precise three-cushion shots.'),
        p('The turning point came in the 15th inning, when Phuoc ran 11 points in a row, including two five-cushion shots that brought the whole arena to its feet. From then on, the match belonged to him.'),
        h('Nerve in the final innings'),
        p('Vandamme kept chasing to the end and had a chance to close the gap in the 26th inning, but his cue ball slid past the red by a whisker. Phuoc finished the match with an around-the-table shot in the 27th.'),
        q('When I was that far behind, I just told myself to play one shot at a time and not look at the scoreboard. The home crowd helped me so much.', 'Lam Huu Phuoc, after the match'),
        p('In the quarter-finals Phuoc meets the tournament\'s second seed. Even so, on this form the young Vietnamese has every right to dream of a historic result on home soil. The quarter-final is tomorrow evening.'),
      ],
      zh: [
        p('胡志明市富壽體育館的觀眾度過了難忘的一晚。12局過後，林有福僅得9分，比利時好手Pieter Vandamme則憑藉一連串精準的三顆星擊球拿下27分。'),
        p('轉折出現在第15局，林有福一口氣連得11分，其中兩記五顆星擊球讓全場觀眾起立鼓掌。從那一刻起，比賽完全由他主導。'),
        h('最後幾局的大心臟'),
        p('Vandamme一路緊追，第26局原本有機會縮小差距，可惜母球以毫釐之差擦過紅球。林有福隨後在第27局以一記繞檯球結束比賽。'),
        q('落後很多的時候，我只告訴自己一桿一桿打，不去看記分板。主場觀眾的加油幫了我很大的忙。', '林有福賽後受訪'),
        p('八強戰中，林有福將對上本屆賽事的二號種子。即便如此，以目前的狀態，這位越南年輕好手絕對有資格夢想在主場締造歷史。八強戰將於明晚開打。'),
      ],
    },
    tags: [{ kind: 'league', slug: 'billiards-carom-3-bang-world-cup' }],
  },
  {
    key: 'bi-3c-vi-sao-viet-nam-manh',
    category: 'billiard',
    type: 'phan-tich',
    motif: 'stadium',
    featured: false,
    ageHours: 340,
    author: 'bientap.an',
    headline: {
      vi: 'Vì sao carom 3 băng Việt Nam liên tục sản sinh những cơ thủ đẳng cấp thế giới?',
      en: 'Why does Vietnam keep producing world-class three-cushion players?',
      zh: '越南為何能源源不絕培養出世界級三星撞球好手？',
    },
    standfirst: {
      vi: 'Từ những câu lạc bộ bình dân đến các giải đấu quốc tế, carom 3 băng Việt Nam đã xây dựng một nền tảng hiếm có. Chúng tôi phân tích những yếu tố làm nên sức mạnh ấy.',
      en: 'From neighbourhood clubs to international events, Vietnamese three-cushion carom has built a rare foundation. We look at what makes it so strong.',
      zh: '從街坊撞球館到國際賽場，越南三星撞球打下了難得的根基。本文剖析這股實力背後的關鍵。',
    },
    body: {
      vi: [
        p('Hơn một thập kỷ qua, Việt Nam đã trở thành một cái nôi của carom 3 băng, sánh ngang các cường quốc như Bỉ, Hà Lan, Thổ Nhĩ Kỳ và Hàn Quốc. Đáng chú ý, sự phát triển ấy đến chủ yếu từ phong trào chứ không từ một hệ thống đào tạo bài bản.'),
        p('Ở hầu hết các tỉnh thành, câu lạc bộ billiards mở cửa đến khuya với giá giờ chơi rất thấp. Cơ thủ trẻ có thể tích lũy hàng nghìn giờ tập trước tuổi 20, thường xuyên so tài với các đàn anh.'),
        h('Ba yếu tố then chốt'),
        ol(
          'Mật độ câu lạc bộ dày đặc, giúp người chơi sớm tiếp cận bàn thi đấu tiêu chuẩn.',
          'Lịch giải phong trào và giải quốc gia liên tục, tạo môi trường cọ xát thường xuyên.',
          'Các giải quốc tế tổ chức ngay tại Việt Nam, nơi cơ thủ trẻ học hỏi trực tiếp từ những tay cơ hàng đầu.',
        ),
        p('Điểm yếu lớn nhất vẫn là tài chính. Nhiều cơ thủ giỏi phải tự bỏ tiền đi thi đấu nước ngoài, và không ít người bỏ cuộc vì thiếu nhà tài trợ.'),
        p('Nếu được đầu tư nhiều hơn vào đào tạo trẻ và hỗ trợ thi đấu quốc tế, carom 3 băng có thể trở thành môn mang về danh hiệu thế giới đều đặn cho Việt Nam.'),
      ],
      en: [
        p('For more than a decade Vietnam has been one of the heartlands of three-cushion carom, competing on equal terms with traditional powers such as Belgium, the Netherlands, Turkey and South Korea. Remarkably, that rise has come mostly from the grassroots rather than from a structured academy system.'),
        p('In most provinces, billiards clubs stay open late and an hour at the table costs very little. Young players can put in thousands of hours of practice before they turn 20, regularly testing themselves against older, more experienced opponents.'),
        h('Three key factors'),
        ol(
          'A dense network of clubs that gives players early access to full-size match tables.',
          'A steady calendar of amateur and national events that keeps the competition constant.',
          'International tournaments staged in Vietnam, where young players learn directly from the best in the world.',
        ),
        p('The biggest weakness is still money. Many talented players pay their own way to events abroad, and more than a few have given up for lack of a sponsor.'),
        p('With more investment in youth development and support for international travel, three-cushion carom could become a sport that brings Vietnam world titles on a regular basis.'),
      ],
      zh: [
        p('十多年來，越南已成為三星撞球的重鎮之一，能與比利時、荷蘭、土耳其、南韓等傳統強國平起平坐。值得注意的是，這樣的成長主要來自基層的撞球風氣，而非完善的培訓體系。'),
        p('在越南多數省市，撞球館營業到深夜，每小時檯費相當低廉。年輕選手在20歲前就能累積數千小時的練習，並經常與經驗老到的前輩切磋。'),
        h('三大關鍵因素'),
        ol(
          '撞球館分布密集，選手很早就能接觸標準比賽球檯。',
          '業餘賽與全國賽接連不斷，提供持續的實戰磨練。',
          '國際賽事移師越南舉辦，年輕選手得以近距離向世界頂尖好手學習。',
        ),
        p('最大的弱點仍是資金。許多優秀選手必須自費出國比賽，也有不少人因為找不到贊助而中斷職業生涯。'),
        p('若能在青訓與國際參賽補助上投入更多資源，三星撞球很有機會成為越南穩定摘下世界級頭銜的項目。'),
      ],
    },
    tags: [{ kind: 'league', slug: 'billiards-carom-3-bang-world-cup' }],
  },
  {
    key: 'bi-us-open-dang-minh-khoi-nhan-dinh',
    category: 'billiard',
    type: 'nhan-dinh',
    motif: 'broadcast',
    featured: false,
    ageHours: 600,
    author: 'bientap.hoa',
    headline: {
      vi: 'Nhận định US Open Pool Championship: Đặng Minh Khôi và cơ hội làm nên chuyện ở Atlantic City',
      en: 'US Open Pool Championship preview: can Dang Minh Khoi make his mark in Atlantic City?',
      zh: '美國公開賽前瞻：鄧明魁能否在大西洋城一鳴驚人？',
    },
    standfirst: {
      vi: 'Lần đầu góp mặt tại một trong những giải pool danh giá nhất thế giới, cơ thủ 21 tuổi Đặng Minh Khôi được đánh giá có nhánh đấu vừa sức ở những vòng đầu.',
      en: 'Making his debut at one of the most prestigious pool events in the world, 21-year-old Dang Minh Khoi has been handed a manageable draw in the early rounds.',
      zh: '首度參加這項世界頂級花式撞球賽事，21歲的鄧明魁在前幾輪抽到相對有利的籤表。',
    },
    body: {
      vi: [
        p('US Open Pool Championship năm nay quy tụ nhiều tay cơ hàng đầu thế giới tại Atlantic City, và người hâm mộ Việt Nam có thêm một cái tên để dõi theo. Đặng Minh Khôi, nhà vô địch pool 9 bi toàn quốc, lần đầu thử sức ở sân chơi này.'),
        p('Các trận đấu diễn ra vào ban đêm và rạng sáng theo giờ Việt Nam. Giai đoạn đầu áp dụng thể thức loại kép, nghĩa là mỗi cơ thủ được phép thua một trận trước khi bị loại.'),
        h('Những điều Khôi cần làm'),
        ul(
          'Giữ cú phá bi ổn định: ở pool 9 bi, một cú phá tốt thường quyết định cả ván.',
          'Kiểm soát cảm xúc trong những ván kéo dài, điểm yếu từng khiến anh đánh rơi nhiều trận.',
          'Tận dụng lối đánh phòng thủ, sở trường giúp anh đứng vững trước những đối thủ mạnh hơn.',
        ),
        p('Với kinh nghiệm quốc tế còn hạn chế, mục tiêu thực tế của Khôi là vượt qua giai đoạn loại kép. Tuy nhiên, pool 9 bi luôn có chỗ cho bất ngờ, và một chuỗi phá bi tốt có thể đưa anh đi xa hơn nhiều người nghĩ.'),
        p('Giờ thi đấu các trận của Khôi sẽ được cập nhật liên tục trên chuyên trang billiards của chúng tôi trong suốt giải đấu.'),
      ],
      en: [
        p('This year\'s US Open Pool Championship brings many of the world\'s best players to Atlantic City, and Vietnamese fans have a new name to follow. Dang Minh Khoi, a national 9-ball champion, is trying his luck on this stage for the first time.'),
        p('Matches are played overnight and in the early morning, Vietnam time. The first stage is double elimination, which means every player can lose once before being knocked out.'),
        h('What Khoi needs to do'),
        ul(
          'Keep his break consistent: in 9-ball, a good break often decides the whole rack.',
          'Stay composed in long racks, a weakness that has cost him several matches.',
          'Lean on his safety play, the strength that lets him hold his own against higher-ranked opponents.',
        ),
        p('With little international experience, a realistic target for Khoi is to get through the double-elimination stage. But 9-ball always leaves room for surprises, and a run of strong breaks could take him much further than many expect.'),
        p('Khoi\'s match times will be updated throughout the event on our billiards page.'),
      ],
      zh: [
        p('今年的US Open Pool Championship在大西洋城集結了眾多世界頂尖好手，越南球迷也多了一位值得關注的選手。全國九號球冠軍鄧明魁，將首次站上這個舞台。'),
        p('比賽在越南時間的深夜至清晨進行。第一階段採雙敗淘汰制，也就是每位選手輸掉第一場仍有機會，輸第二場才會出局。'),
        h('鄧明魁的三大課題'),
        ul(
          '維持開球穩定：九號球比賽中，一桿好的開球往往決定整局勝負。',
          '在漫長的對局中控制情緒，這個弱點曾讓他輸掉不少比賽。',
          '善用防守球，這是他面對強敵時得以抗衡的本錢。',
        ),
        p('國際賽經驗有限的鄧明魁，較務實的目標是突破雙敗淘汰階段。不過九號球向來充滿變數，只要開球手感火燙，他很可能走得比外界預期更遠。'),
        p('鄧明魁每場比賽的開打時間，將在賽事期間於本站撞球專區持續更新。'),
      ],
    },
    tags: [{ kind: 'league', slug: 'us-open-pool-championship' }],
  },
  {
    key: 'bi-3c-ho-ngoc-diep-phong-van',
    category: 'billiard',
    type: 'phong-van',
    motif: 'lantern',
    featured: false,
    ageHours: 700,
    author: 'bientap.khoa',
    headline: {
      vi: 'Hồ Ngọc Diệp: "Bàn billiards không phân biệt nam hay nữ"',
      en: 'Ho Ngoc Diep: "The table doesn\'t care whether you are a man or a woman"',
      zh: '胡玉葉：「撞球檯不分男女」',
    },
    standfirst: {
      vi: 'Cô gái 26 tuổi đến từ Hội An là một trong số ít nữ cơ thủ Việt Nam theo đuổi carom 3 băng chuyên nghiệp. Cô kể về hành trình của mình và giấc mơ được thi đấu tại World Cup.',
      en: 'The 26-year-old from Hoi An is one of the few Vietnamese women playing three-cushion carom at a professional level. She talks about her journey and her dream of playing at the World Cup.',
      zh: '來自會安的26歲胡玉葉，是越南少數以職業水準投入三星撞球的女性選手。她分享自己的心路歷程，以及登上世界盃舞台的夢想。',
    },
    body: {
      vi: [
        p('Hồ Ngọc Diệp cầm cơ lần đầu năm 15 tuổi, tại câu lạc bộ nhỏ của người chú ở Hội An. Mười năm sau, cô đã giành hai chức vô địch nữ toàn quốc và thường xuyên thi đấu cùng các cơ thủ nam ở giải phong trào.'),
        p('Diệp thừa nhận những ngày đầu không dễ dàng. Nhiều người nghĩ billiards là trò chơi của đàn ông, và không ít lần cô bị đối thủ xem thường trước khi trận đấu bắt đầu.'),
        h('Giấc mơ World Cup'),
        q('Bàn billiards không phân biệt nam hay nữ. Bi chỉ đi đúng đường khi mình tính đúng, vậy thôi. Em muốn một ngày được đứng ở Nhà thi đấu Phú Thọ, thi đấu World Cup trước khán giả nhà.', 'Hồ Ngọc Diệp'),
        p('Hiện mỗi ngày Diệp tập khoảng sáu tiếng, tập trung vào những đường cơ phòng thủ và khả năng tính toán nhiều băng. Cô cũng thường xem lại băng hình các trận World Cup để học cách những tay cơ hàng đầu chọn đường bi. Cuối tuần, cô còn dạy miễn phí cho một nhóm nữ sinh.'),
        p('Con đường đến World Cup còn dài, nhưng Diệp tin các nữ cơ thủ thế hệ sau sẽ có nhiều cơ hội hơn. Với cô, mỗi trận thắng hôm nay là thêm một bước mở đường cho họ.'),
      ],
      en: [
        p('Ho Ngoc Diep first picked up a cue at 15, in her uncle\'s small club in Hoi An. Ten years later she has won two national women\'s titles and regularly takes on male players in open amateur events.'),
        p('Diep admits the early days were hard. Plenty of people saw billiards as a man\'s game, and more than once an opponent dismissed her before a match had even started.'),
        h('The World Cup dream'),
        q('The table doesn\'t care whether you are a man or a woman. The ball goes where it should when your calculation is right, that\'s all. One day I want to stand in Phu Tho Stadium and play at the World Cup in front of a home crowd.', 'Ho Ngoc Diep'),
        p('These days Diep trains for about six hours a day, focusing on defensive shots and multi-cushion calculation. She also studies recordings of World Cup matches to see how the top players choose their lines. At weekends she coaches a group of schoolgirls for free.'),
        p('The road to the World Cup is still long, but Diep believes the women who come after her will have more opportunities. For her, every win today helps open the door for them.'),
      ],
      zh: [
        p('胡玉葉15歲時在叔叔位於會安的小撞球館第一次拿起球桿。十年後，她已兩度奪得全國女子冠軍，也經常在業餘公開賽中與男選手同場較勁。'),
        p('她坦言起步並不容易。很多人認為撞球是男人的運動，她也不只一次在比賽開打前就被對手看輕。'),
        h('世界盃之夢'),
        q('撞球檯不分男女。只要計算正確，球就會走對的路線，就這麼簡單。我希望有一天能站上富壽體育館，在家鄉觀眾面前打世界盃。', '胡玉葉'),
        p('現在她每天練球約六小時，重點放在防守球與多顆星路線的計算。她也經常觀看世界盃比賽錄影，研究頂尖好手如何選擇擊球路線。週末她還免費指導一群女學生打球。'),
        p('通往世界盃的路還很長，但胡玉葉相信，後輩女選手將擁有更多機會。對她而言，今天的每一場勝利，都是在為她們鋪路。'),
      ],
    },
    tags: [{ kind: 'league', slug: 'billiards-carom-3-bang-world-cup' }],
  },
  {
    key: 'bi-us-open-vu-thanh-dat-vong-16',
    category: 'billiard',
    type: 'tin-nong',
    motif: 'broadcast',
    featured: false,
    ageHours: 40,
    author: 'bientap.an',
    headline: {
      vi: 'Nóng: Vũ Thành Đạt vào vòng 16 US Open Pool Championship sau một đêm thăng hoa',
      en: 'Breaking: Vu Thanh Dat reaches the last 16 of the US Open Pool Championship after a night to remember',
      zh: '快訊：武成達徹夜發威，挺進美國公開賽16強',
    },
    standfirst: {
      vi: 'Cơ thủ Việt Nam Vũ Thành Đạt thắng Marcus Whitfield 11-7 với ba lần phá bi ăn trọn ván, chính thức góp mặt trong nhóm 16 tay cơ còn lại của giải.',
      en: 'Vietnam\'s Vu Thanh Dat beat Marcus Whitfield 11-7, with three break-and-runs, to take his place among the last 16 players in the tournament.',
      zh: '越南好手武成達以11比7擊敗Marcus Whitfield，全場三度開球後一桿清檯，正式躋身本屆賽事16強。',
    },
    body: {
      vi: [
        p('Trong khi phần lớn người hâm mộ Việt Nam còn đang ngủ, Vũ Thành Đạt đã viết nên một trong những câu chuyện đẹp nhất giải đấu tại Atlantic City. Anh thắng tay cơ chủ nhà Marcus Whitfield 11-7 sau gần hai giờ thi đấu.'),
        p('Đạt chơi chắc chắn ngay từ đầu và dẫn 6-3 sau chín ván. Whitfield có lúc rút ngắn còn 6-7, nhưng cơ thủ Việt Nam đáp trả bằng ba ván liên tiếp ăn trọn ngay từ cú phá bi.'),
        h('Những con số đáng chú ý'),
        ul(
          'Ba lần phá bi ăn trọn ván, nhiều nhất trong các trận cùng vòng.',
          'Chỉ hai lần đánh trượt trong cả trận.',
          'Lần đầu tiên Đạt vào vòng 16 một giải pool quốc tế lớn.',
        ),
        p('Ở vòng tiếp theo, Đạt sẽ đối đầu một trong những hạt giống hàng đầu. Trận đấu dự kiến diễn ra vào rạng sáng mai theo giờ Việt Nam. Dù kết quả ra sao, đây đã là thành tích tốt nhất trong sự nghiệp của cơ thủ 27 tuổi.'),
        p('Sau trận, Đạt chỉ nói ngắn gọn rằng anh cố giữ nhịp thở đều và tập trung vào từng ván. Người hâm mộ Việt Nam chắc chắn sẽ lại thức trắng để cổ vũ anh.'),
      ],
      en: [
        p('While most Vietnamese fans were asleep, Vu Thanh Dat wrote one of the best stories of the tournament in Atlantic City. He beat home player Marcus Whitfield 11-7 after almost two hours at the table.'),
        p('Dat was solid from the start and led 6-3 after nine racks. Whitfield pulled back to 6-7 at one point, but the Vietnamese answered with three break-and-runs in a row.'),
        h('The numbers that stand out'),
        ul(
          'Three break-and-runs, the most in any match of the round.',
          'Only two missed shots in the whole match.',
          'Dat\'s first appearance in the last 16 of a major international pool event.',
        ),
        p('In the next round Dat faces one of the top seeds. The match is scheduled for the early hours of tomorrow, Vietnam time. Whatever happens next, this is already the best result of the 27-year-old\'s career.'),
        p('Afterwards Dat said simply that he had tried to keep his breathing steady and focus on one rack at a time. Vietnamese fans will no doubt be staying up again to cheer him on.'),
      ],
      zh: [
        p('當多數越南球迷還在睡夢中，武成達已在大西洋城寫下本屆賽事最動人的故事之一。他在近兩小時的比賽中，以11比7擊敗地主選手Marcus Whitfield。'),
        p('武成達開局穩健，九局過後以6比3領先。Whitfield一度追到6比7，但越南好手隨即連續三局開球後一桿清檯，拉開差距。'),
        h('亮眼數據'),
        ul(
          '三次開球後一桿清檯，為本輪所有比賽中最多。',
          '全場僅兩次出桿失誤。',
          '武成達首度打進大型國際花式撞球賽事16強。',
        ),
        p('下一輪武成達將對上頭號種子之一，比賽預計在越南時間明天凌晨進行。無論結果如何，這已是這位27歲選手職業生涯的最佳成績。'),
        p('賽後武成達只簡短表示，他努力保持呼吸平穩，專注打好每一局。越南球迷勢必會再度熬夜為他加油。'),
      ],
    },
    tags: [{ kind: 'league', slug: 'us-open-pool-championship' }],
  },
  {
    key: 'bi-3c-phan-quoc-bao-chuyen-clb',
    category: 'billiard',
    type: 'chuyen-nhuong',
    motif: 'lantern',
    featured: false,
    ageHours: 420,
    author: 'bientap.hoa',
    headline: {
      vi: 'Phan Quốc Bảo rời CLB Sông Hàn, chuyển vào TP. Hồ Chí Minh nuôi giấc mơ World Cup',
      en: 'Phan Quoc Bao leaves Song Han Club for Ho Chi Minh City to chase his World Cup dream',
      zh: '潘國寶告別瀚江俱樂部，轉戰胡志明市追逐世界盃夢想',
    },
    standfirst: {
      vi: 'Sau tám năm gắn bó với CLB Sông Hàn ở Đà Nẵng, cơ thủ carom 3 băng Phan Quốc Bảo sẽ thi đấu cho CLB Sao Mai từ mùa giải tới. Môi trường cọ xát dày đặc hơn được xem là lý do chính.',
      en: 'After eight years with Song Han Club in Da Nang, three-cushion player Phan Quoc Bao will represent Sao Mai Club from next season. Tougher day-to-day competition is seen as the main reason.',
      zh: '在峴港瀚江俱樂部效力八年後，三星撞球好手潘國寶下季將轉投晨星俱樂部。更密集的高水準對練被認為是他轉隊的主因。',
    },
    body: {
      vi: [
        p('Thông tin được xác nhận sau buổi họp mặt cuối năm của CLB Sông Hàn. Bảo, 29 tuổi, là cơ thủ có chỉ số trung bình cao nhất đội trong ba mùa gần đây và từng hai lần vào bán kết giải vô địch quốc gia.'),
        p('Theo người trong cuộc, CLB Sao Mai đề nghị chi trả toàn bộ chi phí thi đấu quốc tế, kèm một huấn luyện viên kỹ thuật riêng. Đây là điều kiện mà một câu lạc bộ nhỏ ở miền Trung khó đáp ứng.'),
        h('Vì sao là lúc này?'),
        p('World Cup carom 3 băng tại Nhà thi đấu Phú Thọ đã mở ra cơ hội lớn cho cơ thủ Việt Nam. Ở TP. Hồ Chí Minh, Bảo sẽ được tập luyện hằng ngày cùng nhiều tay cơ từng thi đấu quốc tế.'),
        q('Rời Đà Nẵng là quyết định khó nhất của tôi. Nhưng ở tuổi này, nếu không thử thách mình trong môi trường cạnh tranh nhất, tôi sẽ hối tiếc.', 'Phan Quốc Bảo'),
        p('CLB Sông Hàn cho biết sẽ đôn hai cơ thủ trẻ lên thay thế và chúc Bảo thành công trên chặng đường mới. Màn ra mắt của anh trong màu áo mới dự kiến diễn ra tại giải vô địch quốc gia đầu mùa tới.'),
      ],
      en: [
        p('The move was confirmed after Song Han Club\'s end-of-year gathering. Bao, 29, has had the best average in the team for the last three seasons and has twice reached the semi-finals of the national championship.'),
        p('According to people familiar with the deal, Sao Mai Club offered to cover all of his international travel costs and provide a dedicated technical coach, terms that a small club in central Vietnam would struggle to match.'),
        h('Why now?'),
        p('The Three-Cushion Carom World Cup at Phu Tho Stadium has opened a big door for Vietnamese players. In Ho Chi Minh City, Bao will be able to practise every day alongside several players with international experience.'),
        q('Leaving Da Nang is the hardest decision I have ever made. But at my age, if I don\'t test myself in the most competitive environment, I will regret it.', 'Phan Quoc Bao'),
        p('Song Han Club say they will promote two young players to fill the gap, and wished Bao every success in the next chapter of his career. He is expected to make his debut for his new club at the national championship early next season.'),
      ],
      zh: [
        p('消息在瀚江俱樂部年終聚會後獲得證實。29歲的潘國寶近三季都是隊內平均分最高的選手，也曾兩度打進全國錦標賽四強。'),
        p('據知情人士透露，晨星俱樂部承諾負擔他所有國際賽事的開銷，並為他配置專屬技術教練，這是中部小型俱樂部難以開出的條件。'),
        h('為何選在此時？'),
        p('在富壽體育館舉行的三星撞球世界盃，為越南選手打開了一扇大門。在胡志明市，潘國寶每天都能和多位具國際賽經驗的好手一起練球。'),
        q('離開峴港是我做過最困難的決定。但到了這個年紀，如果不在最競爭的環境裡挑戰自己，我會後悔。', '潘國寶'),
        p('瀚江俱樂部表示，將拔擢兩名年輕選手遞補空缺，並祝福潘國寶在新的旅程一切順利。他預計將在下季初的全國錦標賽上，以新東家一員的身分首度亮相。'),
      ],
    },
    tags: [{ kind: 'league', slug: 'billiards-carom-3-bang-world-cup' }],
  },
];
