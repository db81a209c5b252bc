import type { ArticleBlock } from '@/lib/contract/news-blocks';
import type { SeedArticle } from './types';

const p = (text: string): ArticleBlock => ({ kind: 'paragraph', text });
const h = (text: string): ArticleBlock => ({ kind: 'heading', text });
const q = (text: string, cite: string): ArticleBlock => ({ kind: 'quote', text, cite });
const ul = (...items: string[]): ArticleBlock => ({ kind: 'list', ordered: false, items });
const ol = (...items: string[]): ArticleBlock => ({ kind: 'list', ordered: true, items });

/** The volleyball desk's demo articles: the national championship first, with the VNL and Japan's SV.League. */
export const VOLLEYBALL: readonly SeedArticle[] = [
  {
    key: 'vb-vietinbank-mat-chu-cong',
    category: 'bong-chuyen',
    type: 'tin-nong',
    motif: 'broadcast',
    featured: false,
    ageHours: 3,
    author: 'bientap.an',
    headline: {
      vi: 'VietinBank mất chủ công Mai Thanh Trúc đến hết giai đoạn một',
      en: 'VietinBank lose outside hitter Mai Thanh Trúc for the rest of the first phase',
      zh: 'VietinBank主攻手梅清竹肩傷復發，第一階段賽事報銷',
    },
    standfirst: {
      vi: 'Chấn thương vai tái phát buộc chân chuyền chủ lực của VietinBank phải nghỉ thi đấu ít nhất một tháng, ngay trước loạt trận quan trọng tại Giải Bóng chuyền Vô địch Quốc gia.',
      en: 'A recurring shoulder injury will sideline one of VietinBank’s key attackers for at least a month, just ahead of a crucial run of games in the Vietnam National Volleyball Championship.',
      zh: '肩傷復發讓VietinBank的進攻主力至少休戰一個月，而球隊即將在越南全國排球錦標賽迎來關鍵賽程。',
    },
    body: {
      vi: [
        p('Ban huấn luyện VietinBank xác nhận chủ công Mai Thanh Trúc sẽ vắng mặt đến hết giai đoạn một. Cô bị tái phát chấn thương vai phải trong buổi tập đập bóng chiều thứ Ba và được đưa đi kiểm tra ngay sau đó.'),
        p('Thanh Trúc đang là chân chuyền ghi nhiều điểm thứ hai của đội với 87 điểm sau năm trận, đồng thời là một trong những người đỡ bước một ổn định nhất đội. Sự vắng mặt của cô khiến hàng công VietinBank mất đi một điểm tựa ở biên trái, đặc biệt trong các tình huống phản công sau phòng thủ.'),
        h('Phương án thay thế'),
        p('Nhiều khả năng ban huấn luyện sẽ đôn một chủ công 19 tuổi từ đội trẻ lên đội hình xuất phát, đồng thời điều chỉnh hệ thống đỡ bước một để chia sẻ gánh nặng. Những thay đổi dự kiến gồm:'),
        ul(
          'Tăng số pha tấn công nhanh ở trung lộ cho các phụ công.',
          'Để libero đảm nhận phần lớn các pha đỡ bước một.',
          'Sử dụng đối chuyền nhiều hơn trong các pha tấn công hàng sau.',
        ),
        p('Trận đấu tiếp theo của VietinBank là cuộc tiếp đón Kinh Bắc Bắc Ninh tại Nhà thi đấu Trịnh Hoài Đức vào cuối tuần này, một bài kiểm tra thực sự cho đội hình đang thiếu người. Đối thủ đang có chuỗi ba trận thắng liên tiếp và nổi tiếng với những quả phát bóng khó chịu.'),
      ],
      en: [
        p('VietinBank’s coaching staff have confirmed that outside hitter Mai Thanh Trúc will miss the rest of the first phase. She aggravated a right shoulder injury during a hitting session on Tuesday afternoon and was sent for tests straight away.'),
        p('Trúc is the team’s second-highest scorer with 87 points from five matches, and one of their steadiest passers. Without her, VietinBank lose a reliable outlet on the left side, particularly in transition after a dig.'),
        h('Plan B'),
        p('The staff are expected to promote a 19-year-old outside hitter from the youth squad into the starting line-up and rework the serve-receive system to spread the load. The likely adjustments:'),
        ul(
          'More quick attacks through the middle for the middle blockers.',
          'The libero taking the bulk of first-ball reception.',
          'Greater use of the opposite in back-row attacks.',
        ),
        p('Next up for VietinBank is a home game against Kinh Bắc Bắc Ninh at the Trịnh Hoài Đức Sports Hall this weekend, a serious test for a depleted squad. The visitors arrive on a three-match winning streak and are known for their awkward serving.'),
      ],
      zh: [
        p('VietinBank教練團證實，主攻手梅清竹將缺席第一階段剩餘賽事。她在週二下午的扣球訓練中右肩舊傷復發，隨即被送往檢查。'),
        p('梅清竹目前以五場87分位居全隊得分第二，同時也是隊上一傳最穩定的球員之一。少了她，VietinBank在左翼少了一個可靠的進攻點，防守反擊時的影響尤其明顯。'),
        h('替代方案'),
        p('教練團預計將從青年隊拉上一名19歲主攻手擔任先發，並調整接發球體系來分攤壓力。可能的調整包括：'),
        ul(
          '增加副攻手在中路的快攻次數。',
          '由自由球員負責大部分一傳。',
          '更多運用舉球對角的後排攻擊。',
        ),
        p('VietinBank本週末將在主場鄭懷德體育館迎戰Kinh Bắc Bắc Ninh，對陣容不整的球隊而言是一大考驗。對手近期三連勝，發球更是出了名的難纏。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'giai-bong-chuyen-vo-dich-quoc-gia' },
      { kind: 'team', slug: 'vietinbank' },
      { kind: 'team', slug: 'kinh-bac-bac-ninh' },
    ],
  },
  {
    key: 'vb-vtv-binh-dien-long-an-thang-duc-giang',
    category: 'bong-chuyen',
    type: 'tuong-thuat',
    motif: 'trophy',
    featured: true,
    ageHours: 9,
    author: 'bientap.hoa',
    headline: {
      vi: 'VTV Bình Điền Long An thắng Hóa chất Đức Giang Hà Nội 3–1, giữ vững ngôi đầu',
      en: 'VTV Bình Điền Long An beat Hóa chất Đức Giang Hà Nội 3–1 to stay top',
      zh: 'VTV Bình Điền Long An以3比1擊敗Hóa chất Đức Giang Hà Nội，穩居榜首',
    },
    standfirst: {
      vi: 'Đối chuyền Huỳnh Ngọc Hân ghi 24 điểm, giúp đội chủ nhà vượt qua đối thủ cạnh tranh trực tiếp trong trận cầu đỉnh cao tại Nhà thi đấu Long An.',
      en: 'Opposite Huỳnh Ngọc Hân scored 24 points as the hosts saw off their closest rivals in a high-quality contest at the Long An Sports Hall.',
      zh: '舉球對角黃玉欣攻下24分，帶領地主隊在隆安體育館擊退直接競爭對手。',
    },
    body: {
      vi: [
        p('Cuộc đối đầu giữa hai ứng viên vô địch diễn ra đúng như kỳ vọng của hơn 3.000 khán giả. VTV Bình Điền Long An khởi đầu chắc chắn nhờ hệ thống chắn bóng chặt chẽ và thắng set một 25–21.'),
        p('Hóa chất Đức Giang Hà Nội đáp trả ngay ở set hai. Chủ công Cao Thị Mỹ Duyên liên tục ghi điểm từ biên trái, giúp đội khách gỡ hòa 1–1 sau set đấu giằng co kết thúc với tỷ số 25–23.'),
        h('Bước ngoặt từ những quả phát bóng'),
        p('Sang set ba, ban huấn luyện đội chủ nhà yêu cầu các học trò phát bóng mạnh vào vị trí số 1 để gây khó cho tuyến đỡ bước một của đối thủ. Chiến thuật phát huy hiệu quả với chuỗi 6 điểm liên tiếp, giúp VTV Bình Điền Long An thắng 25–19.'),
        q('Chúng tôi biết Đức Giang phản công rất nguy hiểm nếu đỡ bước một thuận lợi. Vì vậy, mọi thứ phải bắt đầu từ quả phát bóng.', 'Huỳnh Ngọc Hân, đối chuyền VTV Bình Điền Long An'),
        p('Set bốn giằng co đến tận điểm 22–22 trước khi Ngọc Hân ghi ba điểm liên tiếp khép lại trận đấu. Cô kết thúc với 24 điểm, trong đó có 4 điểm chắn bóng. Chiến thắng giúp VTV Bình Điền Long An tiếp tục đứng đầu bảng xếp hạng.'),
      ],
      en: [
        p('The meeting of two title contenders lived up to the expectations of a crowd of more than 3,000. VTV Bình Điền Long An started solidly behind a well-organised block and took the first set 25–21.'),
        p('Hóa chất Đức Giang Hà Nội hit back straight away. Outside hitter Cao Thị Mỹ Duyên kept scoring from the left wing, and the visitors levelled at 1–1 by edging a tense second set 25–23.'),
        h('Serving turned the match'),
        p('In the third set, the home coaching staff told their players to serve hard at zone 1 to unsettle the visitors’ reception. It worked: a run of six straight points carried VTV Bình Điền Long An to a 25–19 set win.'),
        q('We knew Đức Giang are dangerous in transition when their first pass is good. So everything had to start with the serve.', 'Huỳnh Ngọc Hân, VTV Bình Điền Long An opposite'),
        p('The fourth set was locked at 22–22 before Hân won three points in a row to close out the match. She finished with 24 points, including four blocks. The win keeps VTV Bình Điền Long An at the top of the table.'),
      ],
      zh: [
        p('兩支奪冠熱門的對決，沒有讓現場超過3,000名觀眾失望。VTV Bình Điền Long An開局穩健，網前攔網組織嚴密，以25比21先下一城。'),
        p('Hóa chất Đức Giang Hà Nội隨即在第二局還以顏色。主攻手高氏美緣在左翼屢屢得分，客隊在激烈拉鋸中以25比23扳平總局數。'),
        h('發球扭轉戰局'),
        p('第三局，地主隊教練團要求球員強攻1號位發球，打亂對手的接發球。戰術奏效，VTV Bình Điền Long An一波連得6分，以25比19拿下這局。'),
        q('我們知道德江只要一傳到位，反擊就非常有威脅，所以一切都要從發球開始。', '黃玉欣，VTV Bình Điền Long An舉球對角'),
        p('第四局雙方纏鬥至22比22平手，黃玉欣隨後連得三分終結比賽。她全場貢獻24分，其中包括4次攔網得分。這場勝利讓VTV Bình Điền Long An繼續高居積分榜首位。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'giai-bong-chuyen-vo-dich-quoc-gia' },
      { kind: 'team', slug: 'vtv-binh-dien-long-an' },
      { kind: 'team', slug: 'hoa-chat-duc-giang-ha-noi' },
    ],
  },
  {
    key: 'vb-nhan-dinh-vnl-ba-lan-nhat-ban',
    category: 'bong-chuyen',
    type: 'nhan-dinh',
    motif: 'tips',
    featured: true,
    ageHours: 26,
    author: 'bientap.khoa',
    headline: {
      vi: 'Nhận định Ba Lan vs Nhật Bản tại VNL: sức mạnh đối đầu tốc độ',
      en: 'VNL preview, Poland vs Japan: power against pace',
      zh: '世界排球聯賽前瞻：波蘭對日本，力量與速度的對決',
    },
    standfirst: {
      vi: 'Chủ nhà Ba Lan chạm trán Nhật Bản tại Ergo Arena trong trận đấu có thể quyết định ngôi đầu của Volleyball Nations League tại Gdańsk.',
      en: 'Hosts Poland face Japan at the Ergo Arena in a Volleyball Nations League match that could decide who finishes top in Gdańsk.',
      zh: '地主波蘭將在Ergo Arena迎戰日本，這場世界排球聯賽（VNL）的較量，可能決定格但斯克站的第一名。',
    },
    body: {
      vi: [
        p('Ba Lan bước vào trận đấu với sự cổ vũ của hơn 11.000 khán giả tại Ergo Arena. Đội chủ nhà sở hữu hàng chắn thuộc loại cao nhất giải và những cú đập uy lực từ vị trí đối chuyền.'),
        p('Nhật Bản lại là hình mẫu của bóng chuyền tốc độ. Họ đỡ bước một chính xác, chuyền hai nhanh và phòng thủ gần như không bỏ cuộc trước bất kỳ pha bóng nào. Những pha đánh nhanh ở trung lộ của họ cũng thường khiến hàng chắn đối phương chậm một nhịp.'),
        h('Ba yếu tố quyết định'),
        ul(
          'Phát bóng: Ba Lan cần những quả phát bóng nhảy thật mạnh để phá nhịp chuyền hai của Nhật Bản.',
          'Chắn bóng: nếu hàng chắn Ba Lan theo kịp các pha tấn công nhanh, đội khách sẽ rơi vào thế bí.',
          'Phòng thủ hàng sau: khả năng cứu bóng của Nhật Bản có thể kéo mọi set đấu đến những điểm cuối cùng.',
        ),
        p('Ở lần gặp nhau gần nhất, Ba Lan thắng 3–2 sau gần hai tiếng rưỡi thi đấu, minh chứng cho sự cân bằng giữa hai phong cách đối lập. Cả hai đội đều đã thắng ba trận đầu tiên tại Gdańsk, nên ngôi đầu thực sự nằm trên bàn cân.'),
        p('Chúng tôi đánh giá Ba Lan nhỉnh hơn nhờ lợi thế sân nhà và chiều cao, nhưng một trận đấu kéo dài bốn hoặc năm set là kịch bản rất dễ xảy ra. Trận đấu diễn ra vào tối muộn theo giờ Việt Nam.'),
      ],
      en: [
        p('Poland will have more than 11,000 fans behind them at the Ergo Arena. The hosts boast one of the tallest blocks in the competition and a fearsome attack through the opposite position.'),
        p('Japan are the model of fast volleyball. Their reception is precise, their setting is quick and their defence never gives up on a ball. Their quick attacks through the middle often leave opposing blocks a beat behind.'),
        h('Three deciding factors'),
        ul(
          'Serving: Poland need big jump serves to disrupt Japan’s fast setting.',
          'Blocking: if the Polish block can keep up with the quick attacks, the visitors will run out of answers.',
          'Back-row defence: Japan’s digging can drag every set deep into the closing points.',
        ),
        p('When the teams last met, Poland won 3–2 after nearly two and a half hours, proof of how evenly matched these contrasting styles are. Both sides have won their first three matches in Gdańsk, so top spot really is on the line.'),
        p('We make Poland slight favourites thanks to home support and height, but four or five sets look very likely. The match starts late in the evening, Vietnam time.'),
      ],
      zh: [
        p('波蘭將在Ergo Arena獲得超過11,000名球迷的支持。地主隊擁有本屆賽事數一數二的高大攔網，舉球對角位置的重砲攻擊更令人生畏。'),
        p('日本則是速度排球的典範。他們一傳精準、舉球快速，防守上幾乎不放棄任何一球，中路快攻也常讓對手的攔網慢上半拍。'),
        h('三大勝負關鍵'),
        ul(
          '發球：波蘭需要以強力跳發破壞日本的快速舉球。',
          '攔網：若波蘭的攔網跟得上快攻節奏，客隊將無計可施。',
          '後排防守：日本的救球能力，足以把每一局都拖到最後關頭。',
        ),
        p('兩隊上次交手，波蘭鏖戰近兩個半小時，以3比2險勝，足見兩種截然不同的風格勢均力敵。兩隊在格但斯克都已拿下前三戰，榜首寶座就看這一役。'),
        p('我們認為波蘭憑藉主場與身高優勢略佔上風，但比賽打滿四局甚至五局的可能性很高。比賽將於台港時間深夜開打。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'volleyball-nations-league' },
      { kind: 'team', slug: 'poland' },
      { kind: 'team', slug: 'japan' },
    ],
  },
  {
    key: 'vb-tin-don-ninh-binh-doveco-doi-chuyen-ngoai-binh',
    category: 'bong-chuyen',
    type: 'chuyen-nhuong',
    motif: 'broadcast',
    featured: false,
    ageHours: 75,
    author: 'bientap.hoa',
    headline: {
      vi: 'Tin đồn chuyển nhượng: Ninh Bình Doveco và Geleximco Thái Bình tranh một đối chuyền ngoại binh',
      en: 'Transfer rumour: Ninh Bình Doveco and Geleximco Thái Bình chase the same foreign opposite',
      zh: '轉會傳聞：Ninh Bình Doveco與Geleximco Thái Bình爭搶同一名外籍舉球對角',
    },
    standfirst: {
      vi: 'Hai đội bóng miền Bắc được cho là cùng nhắm tới một đối chuyền người Thái Lan cao 1,83 m cho giai đoạn hai của Giải Bóng chuyền Vô địch Quốc gia.',
      en: 'Two northern clubs are said to be targeting a 1.83m Thai opposite for the second phase of the Vietnam National Volleyball Championship.',
      zh: '兩支越南北部球隊據傳同時鎖定一名身高183公分的泰國舉球對角，為越南全國排球錦標賽第二階段補強。',
    },
    body: {
      vi: [
        p('Thị trường chuyển nhượng bóng chuyền nữ đang nóng dần lên trước giai đoạn hai. Theo nhiều nguồn tin, Ninh Bình Doveco đã gửi lời đề nghị tới một đối chuyền người Thái Lan 25 tuổi, cao 1,83 m, từng thi đấu tại giải vô địch Thái Lan.'),
        p('Cầu thủ này được đánh giá cao nhờ sức bật và khả năng tấn công hàng sau. Ninh Bình Doveco đang cần một phương án ghi điểm ổn định sau khi hiệu suất tấn công của đội sụt giảm trong ba trận gần nhất.'),
        h('Geleximco Thái Bình nhập cuộc'),
        p('Điều khiến thương vụ trở nên phức tạp là Geleximco Thái Bình cũng được cho là đã liên hệ với người đại diện của cô. Đội bóng đất lúa sẵn sàng đưa ra hợp đồng dài hơn, dù mức lương có thể thấp hơn. Hiện tại, các lựa chọn được mô tả như sau:'),
        ul(
          'Ninh Bình Doveco: mức lương cao hơn và vai trò đối chuyền số một ngay lập tức.',
          'Geleximco Thái Bình: hợp đồng dài hơn và cơ hội gắn bó lâu dài.',
          'Quyết định được cho là sẽ có trước hạn chót đăng ký giai đoạn hai.',
        ),
        p('Cả hai câu lạc bộ đều từ chối bình luận. Chúng tôi sẽ cập nhật ngay khi thương vụ có thông tin chính thức.'),
      ],
      en: [
        p('The women’s transfer market is heating up ahead of the second phase. According to several sources, Ninh Bình Doveco have made an offer to a 25-year-old, 1.83m Thai opposite with experience in the Thai league.'),
        p('She is highly rated for her leap and her back-row attacking. Ninh Bình Doveco need a more reliable scoring option after their attack efficiency dipped over the last three matches.'),
        h('Geleximco Thái Bình join the race'),
        p('Complicating matters, Geleximco Thái Bình are also said to have contacted her agent. The club from the rice-growing province are reportedly willing to offer a longer deal, albeit on lower wages. As things stand, the choice looks like this:'),
        ul(
          'Ninh Bình Doveco: higher wages and an immediate role as first-choice opposite.',
          'Geleximco Thái Bình: a longer contract and a chance to settle for the long term.',
          'A decision is expected before the registration deadline for the second phase.',
        ),
        p('Both clubs declined to comment. We will update this story as soon as there is official news.'),
      ],
      zh: [
        p('第二階段開打在即，女排轉會市場逐漸升溫。據多方消息，Ninh Bình Doveco已向一名25歲、身高183公分、曾效力泰國聯賽的泰國舉球對角提出報價。'),
        p('這名球員以彈跳力與後排進攻能力著稱。Ninh Bình Doveco近三場進攻效率下滑，急需一個穩定的得分點。'),
        h('Geleximco Thái Bình加入戰局'),
        p('讓事情更複雜的是，Geleximco Thái Bình據傳也已聯繫她的經紀人。這支來自稻米之鄉太平省的球隊，據說願意提供較長的合約，但薪資可能較低。目前雙方條件大致如下：'),
        ul(
          'Ninh Bình Doveco：薪資較高，立即擔任主力舉球對角。',
          'Geleximco Thái Bình：合約較長，有機會長期發展。',
          '預料將在第二階段報名截止前做出決定。',
        ),
        p('兩隊均拒絕評論。本報將在有正式消息後第一時間更新。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'giai-bong-chuyen-vo-dich-quoc-gia' },
      { kind: 'team', slug: 'ninh-binh-doveco' },
      { kind: 'team', slug: 'geleximco-thai-binh' },
    ],
  },
  {
    key: 'vb-phong-van-hlv-binh-chung-thong-tin',
    category: 'bong-chuyen',
    type: 'phong-van',
    motif: 'lantern',
    featured: false,
    ageHours: 190,
    author: 'bientap.khoa',
    headline: {
      vi: 'HLV Đoàn Ngọc Lan: “Binh chủng Thông tin thắng bằng kỷ luật, không phải bằng chiều cao”',
      en: 'Coach Đoàn Ngọc Lan: ‘Binh chủng Thông tin win with discipline, not height’',
      zh: '專訪段玉蘭教練：「Binh chủng Thông tin靠紀律取勝，而非身高」',
    },
    standfirst: {
      vi: 'Nữ huấn luyện viên của Binh chủng Thông tin nói về nền tảng phòng thủ, cách nuôi dưỡng lứa libero trẻ và tham vọng của đội ở mùa giải năm nay.',
      en: 'The Binh chủng Thông tin head coach discusses her team’s defensive identity, bringing through young liberos and the club’s ambitions this season.',
      zh: 'Binh chủng Thông tin總教練暢談球隊的防守本色、年輕自由球員的培養，以及本季的目標。',
    },
    body: {
      vi: [
        p('Binh chủng Thông tin hiếm khi sở hữu đội hình cao nhất giải, nhưng luôn là đối thủ khó chịu với bất kỳ ai. Chúng tôi đã trò chuyện với HLV Đoàn Ngọc Lan tại Nhà thi đấu Quân đội sau buổi tập sáng.'),
        p('Theo bà Lan, bản sắc của đội đến từ môi trường quân ngũ. “Các cầu thủ tập phòng thủ mỗi ngày như một bài thể lực bắt buộc. Khi đối thủ phải đập bóng năm, sáu lần mới ghi được một điểm, họ sẽ bắt đầu mất kiên nhẫn”, bà nói.'),
        h('Lứa libero kế cận'),
        p('Hiện có ba libero dưới 21 tuổi tập luyện cùng đội một. Bà Lan cho biết mỗi em được giao một nhiệm vụ riêng, từ đỡ phát bóng nhảy đến phòng thủ phía sau hàng chắn.'),
        q('Một libero giỏi không chỉ biết cứu bóng. Em ấy phải là người nói nhiều nhất trên sân, sắp xếp vị trí cho đồng đội trước mỗi quả phát.', 'HLV Đoàn Ngọc Lan, Binh chủng Thông tin'),
        p('Về mục tiêu, bà Lan không ngại nhắc đến tấm huy chương. Theo bà, nếu giữ được chất lượng đỡ bước một như hiện tại, Binh chủng Thông tin hoàn toàn có thể cạnh tranh sòng phẳng với các ứng viên vô địch.'),
      ],
      en: [
        p('Binh chủng Thông tin rarely field the tallest team in the league, yet nobody enjoys playing them. We spoke to head coach Đoàn Ngọc Lan at the Army Sports Hall after a morning session.'),
        p('Lan says the team’s identity comes from its military background. ‘The players drill defence every day as a compulsory fitness session. When opponents need five or six swings to win one point, they start to lose patience,’ she said.'),
        h('The next generation of liberos'),
        p('Three liberos under 21 now train with the first team. Lan explains that each of them has her own brief, from receiving jump serves to covering behind the block.'),
        q('A good libero doesn’t just dig balls. She has to be the loudest player on the court, organising her teammates before every serve.', 'Đoàn Ngọc Lan, head coach, Binh chủng Thông tin'),
        p('Lan is not shy about talking medals. If the team can keep their reception at its current level, she believes Binh chủng Thông tin can go toe to toe with the title favourites.'),
      ],
      zh: [
        p('Binh chủng Thông tin的陣容身高很少是聯賽最高，卻是所有球隊都不想碰上的對手。本報在軍隊體育館晨練結束後，專訪了總教練段玉蘭。'),
        p('段玉蘭表示，球隊的特色源自軍旅環境。「球員每天都把防守當成必修的體能課來練。當對手要扣五、六次球才能拿下一分，他們就會開始失去耐心。」她說。'),
        h('接班的自由球員'),
        p('目前有三名21歲以下的自由球員隨一軍訓練。段玉蘭說明，每個人都有各自的任務，從接跳發球到攔網後方的防守補位。'),
        q('好的自由球員不只是救球，她必須是場上最會說話的人，在每一次發球前幫隊友站好位置。', '段玉蘭，Binh chủng Thông tin總教練'),
        p('談到目標，段玉蘭毫不避諱地提到獎牌。她認為只要維持目前的一傳水準，Binh chủng Thông tin完全有能力與奪冠熱門一較高下。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'giai-bong-chuyen-vo-dich-quoc-gia' },
      { kind: 'team', slug: 'binh-chung-thong-tin' },
    ],
  },
  {
    key: 'vb-phan-tich-svleague-derby-osaka',
    category: 'bong-chuyen',
    type: 'phan-tich',
    motif: 'tips',
    featured: false,
    ageHours: 520,
    author: 'bientap.an',
    headline: {
      vi: 'Phân tích SV.League: derby Osaka và bài học về tấn công hàng sau',
      en: 'SV.League analysis: the Osaka derby and the lesson of the back-row attack',
      zh: 'SV.League戰術解析：大阪德比與後排進攻的啟示',
    },
    standfirst: {
      vi: 'Suntory Sunbirds Osaka thắng Osaka Bluteon 3–2 nhờ khai thác triệt để những pha tấn công hàng sau ở trung lộ, một xu hướng đang định hình bóng chuyền Nhật Bản.',
      en: 'Suntory Sunbirds Osaka beat Osaka Bluteon 3–2 by making the most of the pipe attack, a trend that is shaping Japanese volleyball.',
      zh: 'Suntory Sunbirds Osaka充分利用後排中路攻擊，以3比2擊敗Osaka Bluteon，這股趨勢正在形塑日本排球。',
    },
    body: {
      vi: [
        p('Trận derby Osaka kéo dài gần hai tiếng và chỉ được định đoạt ở set năm với tỷ số 15–13. Nhìn vào thống kê, khác biệt lớn nhất không nằm ở số điểm chắn hay phát bóng ăn điểm, mà ở hiệu quả tấn công ngay sau đỡ bước một.'),
        p('Suntory Sunbirds Osaka ghi điểm ngay ở pha tấn công đầu tiên trong 64% số lần đỡ phát bóng, cao hơn Osaka Bluteon tới 7 điểm phần trăm. Phần lớn khác biệt đến từ những cú đập hàng sau ở trung lộ, thường được gọi là pipe.'),
        h('Vì sao pipe hiệu quả'),
        ol(
          'Phụ công chạy đà đánh nhanh, kéo người chắn giữa của đối thủ bật nhảy sớm.',
          'Chủ công hàng sau bật nhảy sau vạch 3 m, đánh vào khe hở giữa hai người chắn.',
          'Chuyền hai có thêm một lựa chọn, khiến đối thủ không thể dồn hàng chắn ra hai biên.',
        ),
        p('Osaka Bluteon phản ứng bằng cách cho phụ công chắn theo người thay vì phán đoán, nhưng điều đó lại mở đường cho các pha đánh nhanh. Đây là thế khó mà nhiều đội tại SV.League đang phải đối mặt.'),
        p('Với các đội bóng Việt Nam, bài học rất rõ ràng: tấn công hàng sau chỉ phát huy tác dụng khi đỡ bước một đủ chính xác để chuyền hai có thời gian lựa chọn.'),
      ],
      en: [
        p('The Osaka derby lasted nearly two hours and was only settled 15–13 in the fifth set. The biggest gap in the numbers was not in blocks or aces but in how efficiently each side scored straight off reception.'),
        p('Suntory Sunbirds Osaka won the first-ball point on 64 percent of their receptions, seven points better than Osaka Bluteon. Much of that difference came from back-row attacks through the middle, better known as the pipe.'),
        h('Why the pipe works'),
        ol(
          'The middle blocker runs a quick attack, pulling the opposing middle into jumping early.',
          'The back-row outside hitter takes off behind the 3m line and hits the seam between two blockers.',
          'The setter gains an extra option, so the opponents can no longer load their block on the wings.',
        ),
        p('Osaka Bluteon responded by having their middle commit-block rather than read the play, but that only opened the door to the quick attack. It is a dilemma many SV.League teams are now facing.'),
        p('For Vietnamese sides the lesson is clear: the back-row attack only pays off when the first pass is accurate enough to give the setter time to choose.'),
      ],
      zh: [
        p('這場大阪德比鏖戰近兩小時，直到第五局才以15比13分出勝負。從數據來看，雙方最大的差距不在攔網或發球得分，而在接發球後的一攻效率。'),
        p('Suntory Sunbirds Osaka的一攻得分率達64%，比Osaka Bluteon高出7個百分點，差距主要來自後排中路的進攻，也就是俗稱的pipe。'),
        h('後排中路攻擊為何奏效'),
        ol(
          '副攻手跑動快攻，迫使對方中間攔網手提早起跳。',
          '後排主攻手在三公尺線後起跳，攻擊兩名攔網手之間的空隙。',
          '舉球員多了一個選擇，對手無法再把攔網集中在兩翼。',
        ),
        p('Osaka Bluteon的對策是讓副攻手盯人起跳，不再判斷來球，但這反而讓快攻有機可乘。這正是許多SV.League球隊面臨的兩難。'),
        p('對越南球隊而言，啟示十分明確：後排進攻要奏效，前提是一傳夠精準，讓舉球員有時間做出選擇。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'svleague' },
      { kind: 'team', slug: 'suntory-sunbirds-osaka' },
      { kind: 'team', slug: 'osaka-bluteon' },
    ],
  },
];
