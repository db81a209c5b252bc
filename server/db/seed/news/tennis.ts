import type { ArticleBlock } from '@/lib/contract/news-blocks';
import type { SeedArticle } from './types';

const p = (text: string): ArticleBlock => ({ kind: 'paragraph', text });
const h = (text: string): ArticleBlock => ({ kind: 'heading', text });
const q = (text: string, cite: string): ArticleBlock => ({ kind: 'quote', text, cite });
const ul = (...items: string[]): ArticleBlock => ({ kind: 'list', ordered: false, items });
const ol = (...items: string[]): ArticleBlock => ({ kind: 'list', ordered: true, items });

/**
 * The tennis desk's demo articles. The catalogue's tennis "teams" are players, so these tag only
 * the tours and tournaments; the players named in the text are invented.
 */
export const TENNIS: readonly SeedArticle[] = [
  {
    key: 'tn-wta-vu-han-mua-lon-doi-lich',
    category: 'tennis',
    type: 'tin-nong',
    motif: 'broadcast',
    featured: true,
    ageHours: 2,
    author: 'bientap.khoa',
    headline: {
      vi: 'WTA Tour chặng Vũ Hán: mưa lớn làm đảo lộn lịch thi đấu, 9 trận dời sang ngày mai',
      en: 'WTA Tour in Wuhan: heavy rain wrecks the schedule, nine matches moved to tomorrow',
      zh: 'WTA武漢站大雨打亂賽程，9場比賽順延至明天',
    },
    standfirst: {
      vi: 'Cơn mưa kéo dài từ trưa khiến ban tổ chức tại Trung tâm Quần vợt Quốc tế Quang Cốc phải hoãn hàng loạt trận đấu trên các sân ngoài trời.',
      en: 'Rain that set in around midday forced organisers at the Optics Valley International Tennis Center to postpone a string of matches on the outside courts.',
      zh: '中午開始的降雨，迫使光谷國際網球中心主辦單位將多場外場比賽延期。',
    },
    body: {
      vi: [
        p('Ngày thi đấu thứ tư tại Vũ Hán gần như bị tê liệt vì mưa lớn. Chỉ các trận trên sân trung tâm có mái che được tiếp tục, trong khi 9 trận đơn và đôi ở các sân phụ phải dời sang ngày hôm sau.'),
        p('Ban tổ chức cho biết lịch thi đấu mới sẽ bắt đầu sớm hơn một tiếng so với thường lệ. Một số tay vợt có thể phải thi đấu hai trận trong cùng một ngày nếu thời tiết không cải thiện. Đây đã là lần thứ hai trong tuần lịch thi đấu phải thay đổi vì thời tiết.'),
        h('Các hạt giống chịu ảnh hưởng'),
        p('Hai hạt giống cao nhất ở nhánh dưới chịu thiệt nhiều nhất khi trận vòng ba của họ bị gián đoạn giữa set hai. Họ sẽ phải trở lại sân từ sáng sớm, trong khi các đối thủ tiềm năng ở nhánh trên có thêm một ngày nghỉ. Những thông tin khán giả cần biết:'),
        ul(
          'Các trận trên sân phụ bắt đầu lúc 11:00 giờ địa phương.',
          'Vé của buổi thi đấu bị hoãn hôm nay có giá trị cho các trận đấu bù.',
          'Lịch thi đấu có thể tiếp tục được điều chỉnh tùy theo thời tiết.',
        ),
        p('Dự báo cho thấy mưa sẽ giảm dần từ chiều mai. Chúng tôi sẽ cập nhật lịch thi đấu chi tiết ngay khi ban tổ chức công bố. Khán giả cũng được khuyến cáo theo dõi ứng dụng chính thức của giải trước khi đến sân.'),
      ],
      en: [
        p('Day four in Wuhan was all but washed out. Only the matches under the roof on centre court went ahead, while nine singles and doubles matches on the outside courts were pushed back to the following day.'),
        p('Organisers say the revised order of play will start an hour earlier than usual. Some players could face two matches in one day if the weather does not improve. It is the second time this week the weather has forced a change to the schedule.'),
        h('Seeds feel the impact'),
        p('The two top seeds in the bottom half are hit hardest, with their third-round matches suspended midway through the second set. They must return early in the morning, while potential opponents in the top half have gained an extra day of rest. What fans need to know:'),
        ul(
          'Play on the outside courts starts at 11:00 local time.',
          'Tickets for today’s postponed session are valid for the rescheduled matches.',
          'The schedule may change again depending on the weather.',
        ),
        p('The forecast suggests the rain will ease from tomorrow afternoon. We will publish the full order of play as soon as organisers confirm it. Spectators are advised to check the tournament’s official app before travelling to the venue.'),
      ],
      zh: [
        p('武漢站第四個比賽日幾乎被大雨打亂。只有中央球場在關閉屋頂後照常進行，外場共9場單、雙打比賽被迫順延至隔天。'),
        p('主辦單位表示，新的賽程將比平常提早一小時開打。若天氣未見好轉，部分球員可能得在同一天連打兩場。這已是本週第二次因天氣因素更動賽程。'),
        h('種子球員受衝擊'),
        p('下半區排名最高的兩位種子受影響最大，她們的第三輪比賽都在第二盤中段被迫暫停，明天一早就得回到場上，而上半區的潛在對手卻多了一天休息。球迷須知如下：'),
        ul(
          '外場比賽於當地時間11:00開始。',
          '今日延期場次的門票，可用於補賽場次入場。',
          '賽程可能視天氣情況再作調整。',
        ),
        p('氣象預報顯示，降雨將從明天下午起逐漸減弱。主辦單位確認完整賽程後，本報將第一時間公布。主辦單位也提醒觀眾，出發前先查看賽事官方應用程式的最新公告。'),
      ],
    },
    tags: [{ kind: 'league', slug: 'wta-tour' }],
  },
  {
    key: 'tn-challenger-montevideo-ferreyra-vo-dich',
    category: 'tennis',
    type: 'tuong-thuat',
    motif: 'trophy',
    featured: true,
    ageHours: 14,
    author: 'bientap.hoa',
    headline: {
      vi: 'Tay vợt chủ nhà Santiago Ferreyra vô địch ATP Challenger Montevideo sau ba set nghẹt thở',
      en: 'Home hope Santiago Ferreyra wins ATP Challenger Montevideo in a three-set thriller',
      zh: '地主新星費雷拉激戰三盤，奪下蒙特維多ATP挑戰賽冠軍',
    },
    standfirst: {
      vi: 'Được đặc cách vào vòng đấu chính, tay vợt 22 tuổi người Uruguay đánh bại hạt giống số 2 Joaquín Medrano với tỷ số 6–4, 3–6, 7–5 để giành danh hiệu Challenger đầu tiên trong sự nghiệp.',
      en: 'The 22-year-old Uruguayan wildcard beat second seed Joaquín Medrano 6–4, 3–6, 7–5 to claim the first Challenger title of his career.',
      zh: '22歲的烏拉圭外卡球員費雷拉（Santiago Ferreyra）以6比4、3比6、7比5擊敗二號種子梅德拉諾（Joaquín Medrano），拿下生涯首座挑戰賽冠軍。',
    },
    body: {
      vi: [
        p('Khán đài của Carrasco Lawn Tennis Club chật kín người trong trận chung kết. Santiago Ferreyra, người nhận suất đặc cách từ ban tổ chức, nhập cuộc đầy tự tin với những cú thuận tay nặng đô và giành break ngay ở game thứ ba.'),
        p('Joaquín Medrano, tay vợt người Argentina giàu kinh nghiệm trên mặt sân đất nện, đáp trả ở set hai bằng những đường bóng sâu và cú trái tay chéo góc. Anh hai lần bẻ game giao bóng của Ferreyra để đưa trận đấu vào set quyết định. Sau set đấu này, Ferreyra phải nhờ đến chăm sóc y tế ở vai phải, khiến khán giả chủ nhà không khỏi lo lắng.'),
        h('Set ba đầy cảm xúc'),
        p('Ở set cuối, hai tay vợt lần lượt giữ game giao bóng đến 5–5. Ferreyra giành break ở game thứ 11 nhờ một cú đánh hỏng của đối thủ, rồi cứu hai break point trong game giao bóng kết thúc trận đấu.'),
        q('Tôi đã ngồi trên khán đài xem giải đấu này từ khi còn là một đứa trẻ. Được nâng cúp ở đây, trước mặt gia đình và bạn bè, là điều tôi sẽ nhớ mãi.', 'Santiago Ferreyra, nhà vô địch ATP Challenger Montevideo'),
        p('Danh hiệu mang về cho Ferreyra những điểm xếp hạng quý giá và nhiều khả năng giúp anh lần đầu tiên tiến sát nhóm 200 tay vợt hàng đầu thế giới. Về phần Medrano, anh vẫn có một tuần thi đấu thành công khi không thua set nào trước trận chung kết.'),
      ],
      en: [
        p('The stands at the Carrasco Lawn Tennis Club were packed for the final. Santiago Ferreyra, handed a wildcard by the organisers, started with real confidence behind his heavy forehand and broke in the third game.'),
        p('Joaquín Medrano, an Argentine with plenty of experience on clay, hit back in the second set with deep rallying and a backhand angled into the corners. He broke Ferreyra twice to force a decider, and Ferreyra then took a medical time-out for treatment on his right shoulder, leaving the home crowd anxious.'),
        h('An emotional final set'),
        p('The third set went with serve to 5–5. Ferreyra broke in the eleventh game, pouncing on a loose error from his opponent, then saved two break points as he served for the title.'),
        q('I watched this tournament from the stands when I was a kid. Lifting the trophy here, in front of my family and friends, is something I will never forget.', 'Santiago Ferreyra, ATP Challenger Montevideo champion'),
        p('The title brings Ferreyra valuable ranking points and should take him close to the world’s top 200 for the first time. Medrano can still take plenty from a week in which he did not drop a set before the final.'),
      ],
      zh: [
        p('決賽當天，Carrasco Lawn Tennis Club的看台座無虛席。獲得主辦單位外卡的費雷拉開賽就展現自信，憑藉沉重的正拍在第三局破發。'),
        p('經驗豐富的阿根廷紅土好手梅德拉諾在第二盤展開反擊，以深遠的底線球和斜線反拍壓迫對手，兩度破掉費雷拉的發球局，將比賽拖入決勝盤。隨後費雷拉因右肩不適請求醫療暫停，讓地主觀眾捏了一把冷汗。'),
        h('扣人心弦的決勝盤'),
        p('第三盤雙方各保發球局，戰成5比5平手。費雷拉在第十一局趁對手失誤破發，隨後在發球勝賽局化解兩個破發點，順利拿下比賽。'),
        q('我小時候就坐在看台上看這項比賽。能在這裡、在家人和朋友面前舉起獎盃，我一輩子都不會忘記。', '費雷拉，蒙特維多ATP挑戰賽冠軍'),
        p('這座冠軍為費雷拉帶來寶貴的積分，可望讓他首度逼近世界排名前200名。梅德拉諾雖然落敗，但他在決賽前未失一盤，本週表現依然可圈可點。'),
      ],
    },
    tags: [{ kind: 'league', slug: 'atp-challenger-montevideo' }],
  },
  {
    key: 'tn-nhan-dinh-atp-500-tokyo',
    category: 'tennis',
    type: 'nhan-dinh',
    motif: 'tips',
    featured: false,
    ageHours: 44,
    author: 'bientap.an',
    headline: {
      vi: 'Nhận định ATP 500 Tokyo: mặt sân nhanh, cơ hội cho những tay vợt giao bóng tốt',
      en: 'ATP 500 Tokyo preview: a quick court and a chance for the big servers',
      zh: '東京ATP 500賽前瞻：快速場地，發球好手佔盡優勢',
    },
    standfirst: {
      vi: 'Giải đấu tại Ariake Coliseum khởi tranh tuần này với nhánh đấu 32 tay vợt, hứa hẹn những điểm bóng ngắn, nhịp độ cao và không ít bất ngờ.',
      en: 'The tournament at the Ariake Coliseum gets under way this week with a 32-player draw, promising short points, a high tempo and the odd upset.',
      zh: '本週在Ariake Coliseum開打的東京站採32籤制，預料將帶來短回合、快節奏和不少冷門。',
    },
    body: {
      vi: [
        p('ATP 500 Tokyo là điểm dừng chân quen thuộc của nhiều tay vợt trong loạt giải châu Á. Mặt sân tại Ariake Coliseum được đánh giá nhanh hơn mức trung bình, giúp những cú giao bóng mạnh phát huy tối đa hiệu quả. Nhánh đấu năm nay quy tụ nhiều gương mặt trẻ đang lên, bên cạnh những tay vợt đã quen thuộc với khán giả Tokyo.'),
        p('Tại đây, tỷ lệ ăn điểm sau cú giao bóng một thường rất cao. Điều đó giải thích vì sao các loạt tie-break xuất hiện dày đặc, ngay từ vòng một.'),
        h('Những điểm đáng chú ý'),
        ul(
          'Hạt giống số 1 rơi vào nhánh đấu có nhiều tay vợt sở hữu cú giao bóng uy lực.',
          'Các tay vợt chủ nhà Nhật Bản luôn nhận được sự cổ vũ cuồng nhiệt, đủ để tạo nên bất ngờ.',
          'Lịch thi đấu dày đặc, ai giữ được thể lực sẽ có lợi thế vào cuối tuần.',
        ),
        p('Độ ẩm cao ở Tokyo vào thời điểm này trong năm cũng là yếu tố cần tính đến. Những tay vợt ưa các pha bóng dài có thể gặp khó khi bóng nảy nhanh và thấp. Những ai vừa trải qua chuyến bay dài từ châu Âu hay Bắc Mỹ cũng cần thời gian làm quen với chênh lệch múi giờ.'),
        p('Chúng tôi đánh giá cao cơ hội của những tay vợt chơi tấn công chủ động, giao bóng tốt và sẵn sàng lên lưới. Các trận đấu diễn ra từ sáng đến đầu giờ chiều theo giờ Việt Nam, rất thuận tiện cho khán giả theo dõi.'),
      ],
      en: [
        p('ATP 500 Tokyo is a familiar stop on the Asian swing for many players. The courts at the Ariake Coliseum play quicker than average, which gives a big serve its maximum reward. This year’s field mixes rising young names with players well known to the Tokyo crowd.'),
        p('Players tend to win a very high share of points behind their first serve here. That explains why tie-breaks come thick and fast, even in the first round.'),
        h('What to watch'),
        ul(
          'The top seed has landed in a section packed with big servers.',
          'Home players from Japan always enjoy raucous support, enough to spark an upset.',
          'The schedule is tight, so whoever stays fresh will have the edge at the weekend.',
        ),
        p('Tokyo’s humidity at this time of year is another factor. Players who like long rallies may struggle when the ball skids through fast and low. Those arriving on long-haul flights from Europe or North America will also need time to adjust to the time difference.'),
        p('We favour aggressive, first-strike players who serve well and are willing to come forward. Matches run from the morning to early afternoon, Vietnam time, which makes for comfortable viewing.'),
      ],
      zh: [
        p('東京ATP 500賽是許多球員亞洲賽季的固定一站。Ariake Coliseum的場地速度快於平均，讓強力發球的威力發揮到極致。今年的參賽陣容既有新生代好手，也有東京觀眾熟悉的老面孔。'),
        p('在這裡，球員一發後的得分率往往相當高，這也解釋了為何從第一輪開始就經常出現搶七。'),
        h('觀賽重點'),
        ul(
          '頭號種子所在的區域聚集了多名發球重砲。',
          '日本本土球員總能獲得熱烈加油，足以爆出冷門。',
          '賽程緊湊，體能保持得好的球員在週末將佔上風。',
        ),
        p('每年此時東京的高濕度也是不可忽視的因素。偏好長回合的球員，遇上又快又低的彈跳可能會吃足苦頭。此外，剛從歐洲或北美長途飛行抵達的球員，也需要時間調整時差。'),
        p('我們看好發球出色、積極上網、講求先發制人的進攻型球員。比賽時段約為台港時間上午至下午，觀賽相當方便。'),
      ],
    },
    tags: [{ kind: 'league', slug: 'atp-500-tokyo' }],
  },
  {
    key: 'tn-tin-don-lerouge-doi-hlv',
    category: 'tennis',
    type: 'chuyen-nhuong',
    motif: 'lantern',
    featured: false,
    ageHours: 98,
    author: 'bientap.hoa',
    headline: {
      vi: 'Tin đồn: Mathis Lerouge chia tay HLV lâu năm, tìm ê-kíp mới trước ATP 500 Tokyo',
      en: 'Rumour: Mathis Lerouge splits with long-time coach and seeks a new team before ATP 500 Tokyo',
      zh: '傳聞：勒魯日與長年教練分道揚鑣，東京ATP 500賽前物色新團隊',
    },
    standfirst: {
      vi: 'Tay vợt trẻ người Pháp được cho là đang thử việc với một cựu tay vợt từng lọt top 20 thế giới, sau chuỗi kết quả đáng thất vọng trên sân cứng.',
      en: 'The young Frenchman is said to be on a trial period with a former world top-20 player, after a disappointing run of results on hard courts.',
      zh: '這位法國年輕好手硬地賽季成績不理想，據傳正與一名前世界前20名球員試合作。',
    },
    body: {
      vi: [
        p('Theo một nguồn tin thân cận, Mathis Lerouge đã quyết định chấm dứt hợp tác với người thầy gắn bó từ năm anh 14 tuổi. Tay vợt 21 tuổi hiện đứng quanh vị trí thứ 40 thế giới và vừa bị loại ngay vòng đầu ở ba giải liên tiếp.'),
        p('Phía Lerouge chưa đưa ra thông báo chính thức. Tuy nhiên, tuần qua anh được nhìn thấy tập luyện cùng một cựu tay vợt từng lọt top 20 thế giới tại một học viện ở miền Nam nước Pháp.'),
        h('Vì sao cần thay đổi'),
        ul(
          'Cú giao bóng hai thiếu độ an toàn và liên tục bị đối thủ tấn công.',
          'Lối chơi phụ thuộc quá nhiều vào những pha bóng dài ở cuối sân.',
          'Tâm lý thiếu ổn định trong các loạt tie-break.',
        ),
        p('Giới chuyên môn cho rằng một huấn luyện viên giàu kinh nghiệm thi đấu đỉnh cao có thể giúp Lerouge cải thiện khả năng lên lưới, điều rất cần thiết trên mặt sân nhanh ở Tokyo. Số khác nhắc tới cú trả giao bóng, vốn là vũ khí của anh thời còn thi đấu trẻ nhưng đã kém hiệu quả trước các tay vợt hàng đầu.'),
        p('Nếu thỏa thuận được xác nhận, ATP 500 Tokyo sẽ là giải đấu đầu tiên Lerouge ra quân cùng ê-kíp mới. Chúng tôi sẽ cập nhật ngay khi có thông báo chính thức.'),
      ],
      en: [
        p('According to a source close to the player, Mathis Lerouge has decided to end his partnership with the coach who has guided him since he was 14. The 21-year-old sits around 40th in the world and has just lost in the first round at three tournaments in a row.'),
        p('Lerouge’s camp has made no official announcement. He was, however, seen practising with a former world top-20 player at an academy in the south of France last week.'),
        h('Why change is needed'),
        ul(
          'A second serve that lacks safety and is attacked relentlessly.',
          'A game plan that leans too heavily on long baseline rallies.',
          'Shaky nerves in tie-breaks.',
        ),
        p('Observers believe a coach with experience at the very top could help Lerouge improve his net game, something he will need on the quick courts in Tokyo. Others point to his return of serve, a weapon in his junior days that has lost its bite against the tour’s best.'),
        p('If the arrangement is confirmed, ATP 500 Tokyo will be Lerouge’s first tournament with his new team. We will update this story as soon as there is an official announcement.'),
      ],
      zh: [
        p('據接近球員的消息人士透露，勒魯日（Mathis Lerouge）已決定結束與自14歲起就指導他的教練的合作。這位21歲球員目前世界排名約在40名左右，近期已連續三站首輪出局。'),
        p('勒魯日陣營尚未正式宣布。不過上週有人目睹他在法國南部一所網球學院，與一名前世界前20名球員一同訓練。'),
        h('為何需要改變'),
        ul(
          '二發穩定性不足，屢遭對手搶攻。',
          '打法過度依賴底線長回合。',
          '搶七時心理狀態起伏不定。',
        ),
        p('業界人士認為，擁有頂尖比賽經驗的教練能協助勒魯日提升網前技術，這正是他在東京快速場地上所需要的。也有人指出他的接發球，這曾是他青少年時期的武器，如今面對頂尖球員卻威力大減。'),
        p('若合作獲得證實，東京ATP 500賽將是勒魯日與新團隊合作的首站。本報將在正式宣布後第一時間更新。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'atp-tour' },
      { kind: 'league', slug: 'atp-500-tokyo' },
    ],
  },
  {
    key: 'tn-phong-van-hlv-vo-minh-triet',
    category: 'tennis',
    type: 'phong-van',
    motif: 'stadium',
    featured: false,
    ageHours: 300,
    author: 'bientap.an',
    headline: {
      vi: 'HLV Võ Minh Triết: “Sân đất nện Nam Mỹ là trường học tốt nhất cho tay vợt trẻ Việt Nam”',
      en: 'Coach Võ Minh Triết: ‘South American clay is the best school for young Vietnamese players’',
      zh: '專訪武明哲教練：「南美紅土是越南年輕球員最好的學校」',
    },
    standfirst: {
      vi: 'Sau chuyến đi ba tuần cùng học trò Đặng Quốc Bảo tới Montevideo, nhà cầm quân người TP. Hồ Chí Minh chia sẻ về giá trị của những giải Challenger xa xôi.',
      en: 'After a three-week trip to Montevideo with his player Đặng Quốc Bảo, the Ho Chi Minh City coach explains why far-flung Challenger events are worth the effort.',
      zh: '帶著弟子鄧國寶在蒙特維多征戰三週後，這位胡志明市教練分享了遠赴挑戰賽的價值。',
    },
    body: {
      vi: [
        p('Ít tay vợt Việt Nam chọn Nam Mỹ làm điểm đến, nhưng HLV Võ Minh Triết tin đó là quyết định đúng. Học trò 19 tuổi của ông, Đặng Quốc Bảo, vừa vượt qua hai vòng loại tại ATP Challenger Montevideo trước khi dừng bước ở vòng cuối.'),
        p('“Trên sân đất nện, bạn không thể thắng chỉ bằng một cú đánh. Quốc Bảo phải học cách xây dựng điểm, kiên nhẫn và chịu đựng những pha bóng kéo dài hơn hai mươi lần chạm vợt”, ông Triết nói.'),
        h('Đầu tư cho những chuyến đi dài'),
        p('Chi phí cho một chuyến đi như vậy không hề nhỏ, từ vé máy bay, chỗ ở đến tiền thuê sân tập. Ông Triết cho biết gia đình và một số nhà tài trợ địa phương đã chung tay để Quốc Bảo có thể thi đấu liên tục trong ba tuần.'),
        q('Điểm ATP là mục tiêu, nhưng thứ quý giá nhất em ấy mang về là sự tự tin. Em đã thấy mình có thể sòng phẳng với những tay vợt lớn lên trên sân đất nện.', 'HLV Võ Minh Triết'),
        p('Theo kế hoạch, Quốc Bảo sẽ trở về tập luyện tại TP. Hồ Chí Minh trước khi tham dự các giải ITF trong khu vực Đông Nam Á. Mục tiêu dài hạn của hai thầy trò là lọt vào nhóm 500 tay vợt hàng đầu trên bảng xếp hạng ATP. Ông Triết cũng hy vọng chuyến đi sẽ giúp nhiều gia đình mạnh dạn đầu tư cho con em thi đấu quốc tế.'),
      ],
      en: [
        p('Few Vietnamese players head to South America, but coach Võ Minh Triết is convinced it was the right call. His 19-year-old charge, Đặng Quốc Bảo, came through two qualifying rounds at ATP Challenger Montevideo before falling in the last one.'),
        p('‘On clay you can’t win with one shot. Bảo had to learn to build points, stay patient and survive rallies of more than twenty shots,’ Triết said.'),
        h('Investing in long trips'),
        p('A trip like this is expensive, from flights and accommodation to court hire for practice. Triết says Bảo’s family and a few local sponsors pooled their resources so he could compete for three weeks straight.'),
        q('ATP points are the goal, but the most valuable thing he brings home is confidence. He has seen that he can stand toe to toe with players who grew up on clay.', 'Võ Minh Triết, coach'),
        p('The plan is for Bảo to return to Ho Chi Minh City to train before playing ITF events in Southeast Asia. The long-term goal for coach and player is a place in the ATP rankings’ top 500. Triết also hopes the trip will encourage more families to back their children in international competition.'),
      ],
      zh: [
        p('很少有越南球員選擇前往南美比賽，但武明哲教練深信這是正確的決定。他19歲的弟子鄧國寶，在蒙特維多ATP挑戰賽連過兩輪資格賽，最後在決勝輪止步。'),
        p('「在紅土上，光靠一拍是贏不了的。國寶必須學會組織得分、保持耐心，還要撐過二十拍以上的來回。」武明哲說。'),
        h('為長途征戰投資'),
        p('這樣一趟旅程花費不小，從機票、住宿到練習場租金都是開銷。武明哲表示，國寶的家人和幾家在地贊助商共同出資，讓他得以連續比賽三週。'),
        q('ATP積分是目標，但他帶回來最珍貴的是自信。他已經知道，自己可以和在紅土上長大的球員平起平坐。', '武明哲教練'),
        p('按照計畫，國寶將返回胡志明市訓練，之後參加東南亞地區的ITF賽事。師徒倆的長期目標，是打進ATP世界排名前500名。武明哲也希望這趟旅程能鼓勵更多家庭，支持孩子踏上國際賽場。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'atp-challenger-montevideo' },
      { kind: 'league', slug: 'atp-tour' },
    ],
  },
  {
    key: 'tn-phan-tich-san-cung-trong-nha-paris',
    category: 'tennis',
    type: 'phan-tich',
    motif: 'tips',
    featured: false,
    ageHours: 700,
    author: 'bientap.khoa',
    headline: {
      vi: 'Phân tích: vì sao sân cứng trong nhà ở Paris là thiên đường của lối đánh “giao bóng cộng một”',
      en: 'Analysis: why the indoor hard court in Paris is paradise for serve-plus-one tennis',
      zh: '戰術分析：巴黎室內硬地為何是「發球加一拍」打法的天堂',
    },
    standfirst: {
      vi: 'Không gió, không nắng và bóng nảy thấp, Accor Arena thưởng cho những tay vợt kết thúc điểm sớm. Chúng tôi phân tích những yếu tố làm nên lợi thế đó.',
      en: 'No wind, no sun and a low bounce: the Accor Arena rewards players who finish points early. We look at what creates that edge.',
      zh: '無風、無日照、彈跳偏低，Accor Arena獎勵能迅速終結分數的球員。本文剖析這項優勢的成因。',
    },
    body: {
      vi: [
        p('Khi ATP Tour chuyển vào nhà thi đấu Accor Arena, nhịp độ các trận đấu thay đổi rõ rệt. Điều kiện ổn định giúp người giao bóng tung bóng chính xác tuyệt đối, trong khi mặt sân khiến bóng trượt đi rất nhanh sau khi chạm đất.'),
        p('Theo số liệu chúng tôi tổng hợp từ các trận vòng hai, hơn 70% số điểm kết thúc trong vòng bốn lần chạm vợt. Người giao bóng thường chỉ cần thêm một cú thuận tay chất lượng ngay sau đó để khép lại điểm.'),
        h('Ba yếu tố làm nên lợi thế'),
        ol(
          'Không có gió, người giao bóng có thể mạo hiểm hơn với cú giao bóng một vào giữa chữ T.',
          'Bóng nảy thấp khiến người trả giao bóng khó lùi sâu để có thêm thời gian.',
          'Cú đánh thứ ba, thường là thuận tay từ giữa sân, quyết định phần lớn các pha bóng.',
        ),
        p('Ngược lại, những tay vợt giỏi phòng ngự buộc phải đứng sát vạch cuối sân hơn để trả giao bóng sớm. Đó là sự điều chỉnh không dễ dàng với những ai quen thi đấu trên sân đất nện.'),
        p('Với người xem, điều này đồng nghĩa với nhiều loạt tie-break và những set đấu được định đoạt chỉ bằng một break. Sự tập trung ở vài điểm then chốt trở thành thước đo thực sự của bản lĩnh.'),
      ],
      en: [
        p('When the ATP Tour moves indoors to the Accor Arena, the rhythm of matches changes noticeably. Stable conditions let servers place their toss with total precision, while the surface sends the ball skidding through after the bounce.'),
        p('According to our count from the second-round matches, more than 70 percent of points ended within four shots. The server usually needs just one quality forehand after the serve to close the point out.'),
        h('Three factors behind the edge'),
        ol(
          'With no wind, servers can take more risks with first serves down the T.',
          'The low bounce makes it hard for returners to stand deep and buy time.',
          'The third shot, usually a forehand from mid-court, decides most exchanges.',
        ),
        p('Good defenders, by contrast, have to stand closer to the baseline to take the return early. It is not an easy adjustment for anyone used to playing on clay.'),
        p('For viewers, this means plenty of tie-breaks and sets decided by a single break. Composure on a handful of big points becomes the real measure of a player.'),
      ],
      zh: [
        p('當ATP巡迴賽移師室內的Accor Arena，比賽節奏明顯改變。穩定的環境讓發球者能精準控制拋球，而場地則讓球落地後快速滑行。'),
        p('根據本報對第二輪賽事的統計，超過七成的分數在四拍之內結束。發球者通常只需在發球後補上一記高品質的正拍，就能拿下這一分。'),
        h('構成優勢的三大因素'),
        ol(
          '沒有風的干擾，發球者能更大膽地將一發打向中線T點。',
          '彈跳偏低，接發球者難以退後站位爭取時間。',
          '第三拍通常是場中的正拍，往往決定整個回合的走向。',
        ),
        p('相反地，擅長防守的球員必須站得更靠近底線，提早接發。對習慣紅土的球員來說，這並不是容易的調整。'),
        p('對觀眾而言，這代表會有更多搶七，以及僅靠一次破發就決定勝負的盤數。能否在少數關鍵分保持冷靜，才是衡量球員實力的真正標準。'),
      ],
    },
    tags: [{ kind: 'league', slug: 'atp-tour' }],
  },
];
