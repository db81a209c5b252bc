import type { ArticleBlock } from '@/lib/contract/news-blocks';
import type { SeedArticle } from './types';

const p = (text: string): ArticleBlock => ({ kind: 'paragraph', text });
const h = (text: string): ArticleBlock => ({ kind: 'heading', text });
const q = (text: string, cite: string): ArticleBlock => ({ kind: 'quote', text, cite });
const ul = (...items: string[]): ArticleBlock => ({ kind: 'list', ordered: false, items });
const ol = (...items: string[]): ArticleBlock => ({ kind: 'list', ordered: true, items });

/** The basketball desk's demo articles: the VBA first, with the NBA and the EuroLeague. */
export const BASKETBALL: readonly SeedArticle[] = [
  {
    key: 'bb-thang-long-mat-hau-ve-truoc-derby',
    category: 'bong-ro',
    type: 'tin-nong',
    motif: 'broadcast',
    featured: true,
    ageHours: 5,
    author: 'bientap.hoa',
    headline: {
      vi: 'Thang Long Warriors mất hậu vệ dẫn bóng Lưu Gia Khánh trước trận derby với Hanoi Buffaloes',
      en: 'Thang Long Warriors lose point guard Lưu Gia Khánh ahead of the Hanoi Buffaloes derby',
      zh: 'Thang Long Warriors控衛劉家慶腳踝扭傷，首都德比前痛失主力',
    },
    standfirst: {
      vi: 'Chấn thương mắt cá trong buổi tập sáng thứ Tư khiến Lưu Gia Khánh phải nghỉ ít nhất ba tuần, đúng lúc Thang Long Warriors chuẩn bị cho trận derby Thủ đô tại Nhà thi đấu Cầu Giấy.',
      en: 'An ankle injury picked up in Wednesday’s practice will keep Lưu Gia Khánh out for at least three weeks, just as Thang Long Warriors prepare for the capital derby at Cầu Giấy.',
      zh: '劉家慶在週三的訓練中扭傷腳踝，預計至少休養三週，而球隊本週末就要在紙橋體育館迎戰同城對手Hanoi Buffaloes。',
    },
    body: {
      vi: [
        p('Thang Long Warriors vừa nhận tin không vui khi hậu vệ dẫn bóng Lưu Gia Khánh dính chấn thương mắt cá chân phải trong buổi tập chiến thuật. Kết quả chụp chiếu cho thấy dây chằng chỉ bị giãn nhẹ, nhưng ban huấn luyện quyết định cho anh nghỉ tối thiểu ba tuần để tránh nguy cơ tái phát.'),
        p('Đây là tổn thất lớn với đội bóng Thủ đô. Từ đầu mùa, Gia Khánh trung bình đóng góp 13,4 điểm và 6,1 kiến tạo mỗi trận, đồng thời là người điều tiết nhịp độ trong những thời điểm căng thẳng cuối trận.'),
        h('Bài toán nhân sự trước derby'),
        p('Trận đấu với Hanoi Buffaloes cuối tuần này vì thế trở nên khó khăn hơn. Nhiều khả năng hậu vệ ghi điểm trong đội hình xuất phát sẽ kiêm thêm nhiệm vụ cầm bóng, còn tân binh 20 tuổi Hoàng Minh Đạt được trao thêm thời gian thi đấu. Những việc Thang Long Warriors cần làm khi vắng Gia Khánh:'),
        ul(
          'Hạn chế mất bóng, điểm yếu cố hữu mỗi khi đội thiếu người cầm bóng chủ lực.',
          'Chuyền nhiều hơn cho trung phong ở vị trí thấp để kìm nhịp độ trận đấu.',
          'Duy trì áp lực phòng ngự toàn sân trong hiệp một nhằm bù đắp cho hàng công kém trơn tru.',
        ),
        p('Đại diện đội bóng cho biết Gia Khánh sẽ tập hồi phục theo giáo án riêng và có thể trở lại trước giai đoạn lượt về. Trận derby Thủ đô diễn ra vào cuối tuần này tại Nhà thi đấu Cầu Giấy.'),
      ],
      en: [
        p('Thang Long Warriors were dealt a blow this week when point guard Lưu Gia Khánh rolled his right ankle during a tactical session. Scans showed only a mild ligament sprain, but the coaching staff have ruled him out for at least three weeks rather than risk a recurrence.'),
        p('It is a significant loss for the capital side. Khánh has averaged 13.4 points and 6.1 assists this season, and he is the player they lean on to control the tempo when games get tight late on.'),
        h('Reshuffling the rotation for the derby'),
        p('That makes this weekend’s meeting with Hanoi Buffaloes a far tougher assignment. The likeliest fix is to hand extra ball-handling duties to the starting shooting guard and find more minutes for 20-year-old rookie Hoàng Minh Đạt. What Thang Long Warriors must do without Khánh:'),
        ul(
          'Cut down on turnovers, a recurring problem whenever the first-choice ball handler sits.',
          'Feed the centre in the low post more often to slow the game down.',
          'Keep the full-court pressure on in the first half to make up for a less fluent attack.',
        ),
        p('The club said Khánh will follow an individual rehabilitation programme and could be back before the second half of the season. The capital derby takes place this weekend at the Cầu Giấy Sports Hall.'),
      ],
      zh: [
        p('Thang Long Warriors本週傳出壞消息，先發控球後衛劉家慶在戰術訓練中扭傷右腳踝。檢查結果顯示韌帶僅輕度拉傷，但教練團為避免傷勢復發，決定讓他至少休息三週。'),
        p('這對首都球隊而言是一大打擊。劉家慶本季場均貢獻13.4分、6.1次助攻，比賽進入膠著的最後時刻，更是全隊掌控節奏的核心。'),
        h('德比戰前的輪換難題'),
        p('少了劉家慶，本週末對Hanoi Buffaloes的德比戰難度大增。外界預料先發得分後衛將兼任持球任務，20歲新秀黃明達也會獲得更多上場時間。Thang Long Warriors在他缺陣期間必須做到：'),
        ul(
          '減少失誤，這是主力控衛不在場時球隊的老毛病。',
          '多把球交給低位中鋒，藉此放慢比賽節奏。',
          '上半場持續全場緊迫盯人，彌補進攻端的不流暢。',
        ),
        p('球隊表示，劉家慶將進行個別復健課程，有望在下半季開打前歸隊。這場首都德比將於本週末在紙橋體育館登場。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'vba' },
      { kind: 'team', slug: 'thang-long-warriors' },
      { kind: 'team', slug: 'hanoi-buffaloes' },
    ],
  },
  {
    key: 'bb-nhan-dinh-celtics-knicks',
    category: 'bong-ro',
    type: 'nhan-dinh',
    motif: 'tips',
    featured: false,
    ageHours: 18,
    author: 'bientap.khoa',
    headline: {
      vi: 'Nhận định Boston Celtics vs New York Knicks: mưa ba điểm đối đầu sức mạnh bóng bật bảng',
      en: 'Celtics vs Knicks preview: a three-point barrage meets rebounding muscle',
      zh: '賽前分析：塞爾提克對尼克，三分雨對決籃板硬實力',
    },
    standfirst: {
      vi: 'Hai đại diện miền Đông chạm trán tại TD Garden trong trận đấu được dự báo sẽ được định đoạt bởi khả năng kiểm soát bóng bật bảng và hiệu suất ném xa.',
      en: 'Two Eastern Conference rivals meet at TD Garden in a game likely to be decided by who controls the glass and who finds their range from deep.',
      zh: '兩支東區勁旅將在TD花園球場交手，籃板球的掌控與外線命中率，預料將左右這場比賽的勝負。',
    },
    body: {
      vi: [
        p('Boston Celtics bước vào trận đấu với lợi thế sân nhà và lối chơi quen thuộc: dàn trải đội hình, mở khoảng trống rồi tung ra những cú ném ba điểm. Khi tỷ lệ ném xa vượt 38%, họ gần như luôn làm chủ thế trận.'),
        p('New York Knicks lại chọn con đường khác. Đội bóng của thành phố New York chơi chậm, tỳ đè mạnh dưới rổ và khai thác triệt để những pha tấn công lần hai từ bóng bật bảng.'),
        h('Chìa khóa trận đấu'),
        ul(
          'Bóng bật bảng tấn công: nếu Knicks giành từ 14 pha trở lên, Celtics sẽ bị kéo vào nhịp độ họ không mong muốn.',
          'Phòng ngự vành ngoài: Knicks cần bám sát các tay ném ở góc thay vì lùi quá sâu để bọc lót.',
          'Băng ghế dự bị: đội có nhóm dự bị đóng góp tốt hơn thường chiếm ưu thế trong hiệp ba.',
        ),
        p('Ở lần gặp gần nhất, Celtics thắng cách biệt 9 điểm nhờ năm quả ba điểm liên tiếp trong hiệp bốn. Tuy vậy, Knicks đã cải thiện đáng kể khả năng phòng ngự chuyển trạng thái kể từ đó.'),
        p('Chúng tôi đánh giá Celtics nhỉnh hơn nhờ lợi thế sân nhà, nhưng một trận đấu giằng co đến pha bóng cuối cùng cũng không có gì bất ngờ. Trận đấu bắt đầu vào sáng sớm theo giờ Việt Nam.'),
      ],
      en: [
        p('Boston Celtics go in with home advantage and a familiar plan: spread the floor, open up driving lanes and let the three-pointers fly. When they shoot better than 38 percent from deep, they are almost always in control.'),
        p('New York Knicks take a different route. They play at a slower tempo, lean on physicality in the paint and make the most of second-chance points off the offensive glass.'),
        h('Keys to the game'),
        ul(
          'Offensive rebounds: if the Knicks grab 14 or more, Boston will be dragged into a rhythm they do not want.',
          'Perimeter defence: New York must stay glued to the corner shooters instead of sagging deep into the paint.',
          'The bench: whichever second unit delivers more tends to own the third quarter.',
        ),
        p('When the sides last met, Boston won by nine on the back of five consecutive made threes in the fourth quarter. New York’s transition defence has improved noticeably since then, though.'),
        p('We make the Celtics slight favourites on home court, but a game that goes down to the final possession would come as no surprise. Tip-off is in the early morning, Vietnam time.'),
      ],
      zh: [
        p('波士頓塞爾提克坐擁主場優勢，戰術一如既往：拉開空間、製造切入路線，再大量出手三分球。只要三分命中率超過三成八，他們幾乎總能掌控比賽。'),
        p('紐約尼克則走另一條路。他們節奏偏慢，在禁區以身體對抗為主，並把進攻籃板帶來的二次進攻機會發揮到極致。'),
        h('勝負關鍵'),
        ul(
          '進攻籃板：若尼克搶下14個以上，塞爾提克將被拖進自己不想要的節奏。',
          '外線防守：尼克必須緊貼底角射手，不能過度內縮協防。',
          '替補陣容：板凳火力較強的一方，往往能在第三節取得優勢。',
        ),
        p('兩隊上次交手，塞爾提克靠著第四節連續命中五記三分球，以9分之差勝出。不過，尼克此後的轉換防守已明顯進步。'),
        p('我們認為塞爾提克憑藉主場略佔上風，但比賽纏鬥到最後一波進攻也不足為奇。比賽將於台港時間早上開打。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'nba' },
      { kind: 'team', slug: 'boston-celtics' },
      { kind: 'team', slug: 'new-york-knicks' },
    ],
  },
  {
    key: 'bb-danang-dragons-nguoc-dong-nha-trang-dolphins',
    category: 'bong-ro',
    type: 'tuong-thuat',
    motif: 'trophy',
    featured: true,
    ageHours: 34,
    author: 'bientap.an',
    headline: {
      vi: 'Danang Dragons ngược dòng đánh bại Nha Trang Dolphins 88–81 tại Tiên Sơn',
      en: 'Danang Dragons come from behind to beat Nha Trang Dolphins 88–81 at Tiên Sơn',
      zh: 'Danang Dragons逆轉擊敗Nha Trang Dolphins，88比81收下三連勝',
    },
    standfirst: {
      vi: 'Bị dẫn 11 điểm sau hai hiệp đầu, đội chủ nhà vùng lên mạnh mẽ với chuỗi ghi điểm 16–2 trong hiệp bốn để giành chiến thắng thứ ba liên tiếp.',
      en: 'Trailing by 11 at half-time, the hosts produced a 16–2 fourth-quarter run to secure a third straight win.',
      zh: '上半場一度落後11分的地主隊，在第四節打出一波16比2的攻勢，逆轉收下三連勝。',
    },
    body: {
      vi: [
        p('Hơn 5.000 khán giả có mặt tại Cung Thể thao Tiên Sơn đã chứng kiến một màn lội ngược dòng đáng nhớ. Nha Trang Dolphins nhập cuộc tự tin, ném ba điểm chính xác và khép lại hiệp hai với lợi thế 47–36.'),
        p('Sau giờ nghỉ, Danang Dragons chuyển sang phòng ngự khu vực 2-3, buộc đối thủ phải ném xa trong thế bị áp sát. Tỷ lệ ném ba điểm của đội khách tụt mạnh, và khoảng cách chỉ còn 4 điểm khi hiệp ba kết thúc.'),
        h('Chuỗi 16–2 định đoạt trận đấu'),
        p('Bước ngoặt đến ở giữa hiệp bốn. Ngoại binh Terrell Ashby liên tục ghi điểm từ những pha cắt vào rổ, còn đội trưởng Phan Bảo Long đóng góp hai quả ba điểm quan trọng giúp Danang Dragons vươn lên dẫn 78–70. Ashby kết thúc trận đấu với 27 điểm và 12 bóng bật bảng.'),
        q('Hai hiệp đầu chúng tôi phòng ngự quá thụ động. Trong giờ nghỉ, cả đội nói với nhau rằng chỉ cần giữ đối thủ dưới 35 điểm ở hai hiệp cuối là sẽ có cơ hội.', 'Phan Bảo Long, đội trưởng Danang Dragons'),
        p('Bên phía Nha Trang Dolphins, Đỗ Hữu Nghĩa ghi 21 điểm nhưng đội khách chỉ có được 34 điểm sau giờ nghỉ. Với kết quả này, Danang Dragons tạm thời vươn lên nhóm bốn đội dẫn đầu VBA.'),
      ],
      en: [
        p('More than 5,000 fans at the Tiên Sơn Sports Palace witnessed a memorable comeback. Nha Trang Dolphins started with real confidence, knocked down their threes and led 47–36 at the break.'),
        p('After the interval Danang Dragons switched to a 2-3 zone, forcing the visitors into contested shots from distance. Nha Trang’s three-point percentage dropped sharply, and the gap was down to four by the end of the third quarter.'),
        h('The 16–2 run that settled it'),
        p('The turning point came midway through the fourth. Import Terrell Ashby scored on a string of cuts to the basket, and captain Phan Bảo Long hit two big threes to put Danang 78–70 up. Ashby finished with 27 points and 12 rebounds.'),
        q('We were far too passive on defence in the first half. At the break we told each other that if we held them under 35 points in the second half, we would have a chance.', 'Phan Bảo Long, Danang Dragons captain'),
        p('Đỗ Hữu Nghĩa scored 21 for Nha Trang Dolphins, but the visitors managed only 34 points after the interval. The win lifts Danang Dragons into the VBA’s top four for now.'),
      ],
      zh: [
        p('仙山體育宮湧入超過5,000名觀眾，見證了一場精彩的逆轉秀。Nha Trang Dolphins開賽手感火燙，三分球頻頻命中，上半場以47比36領先。'),
        p('易籃後，Danang Dragons改打2-3區域聯防，逼迫客隊在受到干擾下出手三分。Nha Trang的外線命中率隨即大幅下滑，第三節結束時差距已縮小到4分。'),
        h('16比2攻勢定江山'),
        p('比賽轉折出現在第四節中段。洋將艾許比（Terrell Ashby）連續靠空手切入得分，隊長潘寶龍也投進兩記關鍵三分，幫助球隊以78比70反超。艾許比全場攻下27分、12個籃板。'),
        q('上半場我們的防守太被動了。中場休息時大家互相提醒，只要下半場把對手壓在35分以下，我們就有機會。', '潘寶龍，Danang Dragons隊長'),
        p('Nha Trang Dolphins方面，杜有義拿下21分，但全隊下半場僅得34分。這場勝利讓Danang Dragons暫時躋身VBA前四名。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'vba' },
      { kind: 'team', slug: 'danang-dragons' },
      { kind: 'team', slug: 'nha-trang-dolphins' },
    ],
  },
  {
    key: 'bb-saigon-heat-tin-don-ngoai-binh',
    category: 'bong-ro',
    type: 'chuyen-nhuong',
    motif: 'lantern',
    featured: false,
    ageHours: 60,
    author: 'bientap.khoa',
    headline: {
      vi: 'Tin đồn chuyển nhượng: Saigon Heat nhắm trung phong ngoại binh cao 2,08 m',
      en: 'Transfer rumour: Saigon Heat eye a 2.08m import centre',
      zh: '轉會傳聞：Saigon Heat鎖定身高208公分洋將中鋒',
    },
    standfirst: {
      vi: 'Theo nguồn tin thân cận, đội bóng TP. Hồ Chí Minh đang đàm phán với một trung phong người Mỹ từng thi đấu tại châu Âu, trong khi Ho Chi Minh City Wings cũng được cho là đã hỏi thăm.',
      en: 'Sources close to the club say the Ho Chi Minh City side are in talks with an American centre with European experience, while Ho Chi Minh City Wings are also said to have made enquiries.',
      zh: '據接近球隊的消息人士透露，這支胡志明市球隊正與一名曾在歐洲效力的美籍中鋒洽談，同城的Ho Chi Minh City Wings據傳也已探詢。',
    },
    body: {
      vi: [
        p('Saigon Heat được cho là đang tìm kiếm một trung phong ngoại binh để giải quyết bài toán dưới rổ. Theo nguồn tin của chúng tôi, mục tiêu là một cầu thủ người Mỹ 27 tuổi, cao 2,08 m, mùa trước khoác áo một câu lạc bộ hạng hai Tây Ban Nha.'),
        p('Đội bóng chưa xác nhận thông tin. Tuy nhiên, Saigon Heat thuộc nhóm cuối về bóng bật bảng phòng ngự trong năm vòng gần nhất, nên nhu cầu bổ sung là có thật. Có ba lý do khiến cầu thủ này lọt vào tầm ngắm:'),
        ul(
          'Chiều cao và khả năng bảo vệ vành rổ, đúng thứ đội hình đang thiếu.',
          'Sự nhạy bén trong các pha pick-and-roll, phù hợp với những hậu vệ tốc độ của đội.',
          'Mức lương được cho là nằm trong khả năng chi trả của câu lạc bộ.',
        ),
        h('Cuộc đua với đội bóng cùng thành phố'),
        p('Đáng chú ý, Ho Chi Minh City Wings cũng được cho là đã liên hệ với người đại diện của cầu thủ này. Cả hai đội đều có quỹ lương eo hẹp, vì vậy thời hạn hợp đồng và cam kết về thời gian thi đấu có thể là yếu tố quyết định.'),
        p('Nếu thương vụ hoàn tất, tân binh có thể ra mắt sau kỳ nghỉ giữa mùa. Chúng tôi sẽ tiếp tục cập nhật khi có thông báo chính thức từ các câu lạc bộ.'),
      ],
      en: [
        p('Saigon Heat are reportedly looking for an import centre to solve their problems in the paint. According to our sources, the target is a 27-year-old, 2.08m American who spent last season with a second-division club in Spain.'),
        p('The club have not confirmed the talks. But Saigon Heat rank near the bottom for defensive rebounds over the last five rounds, so the need is real. Three things have put this player on their radar:'),
        ul(
          'His size and rim protection, exactly what the roster lacks.',
          'His feel for the pick-and-roll, a natural fit for the team’s quick guards.',
          'A salary said to be within the club’s budget.',
        ),
        h('A race with their city rivals'),
        p('Ho Chi Minh City Wings are also understood to have contacted the player’s agent. Both clubs work with tight wage bills, so contract length and the promise of minutes could prove decisive.'),
        p('If a deal is done, the newcomer could make his debut after the mid-season break. We will update this story once either club makes an official announcement.'),
      ],
      zh: [
        p('據報Saigon Heat正在物色一名洋將中鋒，以解決禁區的問題。根據本報消息，目標是一名27歲、身高208公分的美國球員，上季效力於西班牙次級聯賽球隊。'),
        p('球隊尚未證實相關消息。不過Saigon Heat近五輪的防守籃板數排名聯盟後段，補強需求確實存在。這名球員獲得青睞，主要有三個原因：'),
        ul(
          '身材高大且具護框能力，正是陣中所缺。',
          '擅長擋拆配合，與球隊的速度型後衛相得益彰。',
          '薪資據傳在球隊的預算範圍之內。',
        ),
        h('與同城對手的競逐'),
        p('據了解，Ho Chi Minh City Wings也已聯繫這名球員的經紀人。兩隊的薪資空間都相當有限，合約年限與上場時間的承諾，可能成為最終關鍵。'),
        p('若交易談成，這名新援最快可在季中休息後登場。本報將在球隊正式宣布後持續更新。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'vba' },
      { kind: 'team', slug: 'saigon-heat' },
      { kind: 'team', slug: 'ho-chi-minh-city-wings' },
    ],
  },
  {
    key: 'bb-phong-van-hlv-cantho-catfish',
    category: 'bong-ro',
    type: 'phong-van',
    motif: 'stadium',
    featured: false,
    ageHours: 140,
    author: 'bientap.hoa',
    headline: {
      vi: 'HLV Phạm Quang Vinh: “Cantho Catfish muốn là đội chơi nhanh nhất VBA”',
      en: 'Coach Phạm Quang Vinh: ‘Cantho Catfish want to be the fastest team in the VBA’',
      zh: '專訪范光榮教練：「Cantho Catfish要成為VBA節奏最快的球隊」',
    },
    standfirst: {
      vi: 'Nhà cầm quân của Cantho Catfish chia sẻ về triết lý chơi tốc độ, những cầu thủ trẻ miền Tây và mục tiêu giành vé dự play-off mùa này.',
      en: 'The Cantho Catfish head coach talks about his up-tempo philosophy, young talent from the Mekong Delta and a play-off target for this season.',
      zh: 'Cantho Catfish總教練暢談快節奏打法、來自湄公河三角洲的年輕球員，以及本季闖進季後賽的目標。',
    },
    body: {
      vi: [
        p('Sau bảy vòng đấu, Cantho Catfish là đội có số pha tấn công mỗi trận cao nhất VBA. Chúng tôi đã trò chuyện với HLV Phạm Quang Vinh sau buổi tập tối tại Nhà thi đấu Cần Thơ.'),
        p('Theo ông Vinh, lối chơi tốc độ xuất phát từ chính đặc điểm đội hình. “Chúng tôi không có nhiều cầu thủ cao to, nên phải chạy nhiều hơn đối thủ. Mỗi pha bóng bật bảng phòng ngự là một cơ hội phản công”, ông nói.'),
        h('Đặt niềm tin vào cầu thủ trẻ'),
        p('Mùa này, Cantho Catfish trao cơ hội cho bốn cầu thủ dưới 22 tuổi, phần lớn trưởng thành từ các giải phong trào ở đồng bằng sông Cửu Long. Ông Vinh thừa nhận các em vẫn mắc lỗi, nhưng tin rằng đó là cái giá cần thiết.'),
        q('Tôi muốn người hâm mộ miền Tây nhìn xuống sân và thấy những cầu thủ giống mình. Nếu phải đánh đổi vài trận thua để các em lớn lên, tôi chấp nhận.', 'HLV Phạm Quang Vinh, Cantho Catfish'),
        p('Về mục tiêu, ông Vinh cho rằng một suất play-off hoàn toàn khả thi nếu đội cải thiện tỷ lệ ném phạt, hiện mới dừng ở mức 64%. Ở vòng tới, Cantho Catfish sẽ làm khách của Saigon Heat.'),
      ],
      en: [
        p('Seven rounds in, Cantho Catfish average more possessions per game than anyone else in the VBA. We sat down with head coach Phạm Quang Vinh after an evening practice at the Cần Thơ Sports Hall.'),
        p('Vinh says the fast style comes straight from the make-up of his roster. ‘We don’t have many big bodies, so we have to outrun people. Every defensive rebound is a chance to break,’ he said.'),
        h('Putting faith in youth'),
        p('This season the club have handed chances to four players under 22, most of them products of amateur competitions across the Mekong Delta. Vinh admits the youngsters still make mistakes, but he sees that as a price worth paying.'),
        q('I want fans in the Mekong Delta to look down at the court and see players like themselves. If it costs us a few defeats while they grow, I can live with that.', 'Phạm Quang Vinh, head coach, Cantho Catfish'),
        p('As for targets, Vinh believes a play-off place is within reach if the team can improve a free-throw percentage that currently sits at just 64 percent. Next up for Cantho Catfish is a trip to Saigon Heat.'),
      ],
      zh: [
        p('賽季進行七輪，Cantho Catfish是VBA場均進攻回合數最多的球隊。本報在芹苴體育館的晚間訓練後，專訪了總教練范光榮。'),
        p('范光榮表示，快節奏是依照陣容特性所做的選擇。「我們缺少高大的球員，所以必須比對手跑得更多。每一個防守籃板，都是一次快攻的機會。」他說。'),
        h('押寶年輕球員'),
        p('本季Cantho Catfish給了四名22歲以下球員機會，他們大多出身湄公河三角洲的業餘賽事。范光榮坦言年輕球員仍會犯錯，但他認為這是必須付出的代價。'),
        q('我希望湄公河三角洲的球迷看向球場時，能看到和自己一樣的球員。如果要多輸幾場球讓他們成長，我可以接受。', '范光榮，Cantho Catfish總教練'),
        p('談到目標，范光榮認為只要提升目前僅有六成四的罰球命中率，爭取季後賽席位完全可行。Cantho Catfish下一場將作客挑戰Saigon Heat。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'vba' },
      { kind: 'team', slug: 'cantho-catfish' },
    ],
  },
  {
    key: 'bb-phan-tich-fenerbahce-real-madrid-pick-and-roll',
    category: 'bong-ro',
    type: 'phan-tich',
    motif: 'tips',
    featured: false,
    ageHours: 410,
    author: 'bientap.an',
    headline: {
      vi: 'Phân tích EuroLeague: cách Fenerbahçe Beko vô hiệu hóa pick-and-roll của Real Madrid',
      en: 'EuroLeague analysis: how Fenerbahçe Beko shut down Real Madrid’s pick-and-roll',
      zh: '歐洲籃球聯賽戰術解析：費內巴切如何封鎖皇家馬德里的擋拆',
    },
    standfirst: {
      vi: 'Chiến thắng 79–74 tại WiZink Center không đến từ may mắn: đội bóng Thổ Nhĩ Kỳ đã mang tới một phương án phòng ngự đổi người gần như hoàn hảo.',
      en: 'The 79–74 win at the WiZink Center was no accident: the Turkish side arrived with a switching scheme that was close to flawless.',
      zh: '在WiZink Center以79比74勝出絕非僥倖，這支土耳其球隊帶來一套近乎完美的換防策略。',
    },
    body: {
      vi: [
        p('Real Madrid Baloncesto vốn nổi tiếng với những pha pick-and-roll giữa hậu vệ dẫn bóng và trung phong cao lớn. Trong trận đấu vừa qua, Madrid chỉ ghi được 0,84 điểm mỗi pha kiểu này, thấp hơn hẳn mức trung bình của họ từ đầu mùa.'),
        p('Bí quyết của Fenerbahçe Beko nằm ở việc đổi người gần như trong mọi tình huống. Thay vì để trung phong lùi sâu chờ dưới rổ, họ chấp nhận những pha đối đầu lệch vóc dáng và tin vào khả năng bọc lót của tuyến sau.'),
        h('Ba trụ cột trong phương án phòng ngự'),
        ol(
          'Cầu thủ bị chắn luôn ép người cầm bóng ra biên, thu hẹp góc chuyền vào trung lộ.',
          'Khi trung phong Madrid lăn vào rổ, người đứng ở góc xa lập tức áp sát thay vì chờ đồng đội đổi người.',
          'Sau mỗi lần đổi người, Fenerbahçe chủ động tráo lại vị trí ngay ở pha bóng chết đầu tiên để không bị khai thác lâu.',
        ),
        p('Cái giá phải trả là 14 pha bóng bật bảng tấn công cho Madrid, phần lớn đến từ những tình huống lệch chiều cao. Nhưng hiệu suất ném của đội chủ nhà chỉ đạt 41%, và đó mới là con số định đoạt trận đấu.'),
        p('Các ban huấn luyện khác tại EuroLeague chắc chắn sẽ nghiên cứu kỹ đoạn băng này. Câu hỏi đặt ra là Real Madrid sẽ đáp trả bằng tốc độ luân chuyển bóng nhanh hơn hay bằng cách đưa thêm một tay ném vào đội hình.'),
      ],
      en: [
        p('Real Madrid Baloncesto are known for pick-and-rolls between their lead guard and a towering centre. In this game they managed just 0.84 points per possession from those actions, well below their average for the season.'),
        p('Fenerbahçe Beko’s answer was to switch almost everything. Rather than dropping their centre deep to wait at the rim, they accepted mismatches and trusted their back line to rotate behind them.'),
        h('Three pillars of the game plan'),
        ol(
          'The screened defender pushed the ball handler towards the sideline, cutting off passing angles into the middle.',
          'When Madrid’s centre rolled, the weak-side corner defender tagged him at once instead of waiting for the switch.',
          'After each switch, Fenerbahçe swapped matchups back at the first dead ball so no mismatch lasted long.',
        ),
        p('The price was 14 offensive rebounds conceded, most of them from size mismatches. But the hosts shot just 41 percent from the field, and that was the number that decided the game.'),
        p('Every other EuroLeague coaching staff will study this tape closely. The question now is whether Madrid respond with quicker ball movement or by putting an extra shooter on the floor.'),
      ],
      zh: [
        p('皇家馬德里向來以控球後衛與高大中鋒的擋拆配合見長。但在這場比賽中，他們每次擋拆回合僅得0.84分，遠低於本季平均。'),
        p('費內巴切的對策是幾乎全面換防。他們不讓中鋒退守籃下等待，而是接受錯位對位，並信任後排球員的輪轉補位。'),
        h('防守策略的三大支柱'),
        ol(
          '被掩護的防守者將持球者逼向邊線，封鎖傳往中路的角度。',
          '馬德里中鋒順下時，弱側底角的防守者立即上前協防，而不是等待換防。',
          '每次換防後，費內巴切都會在第一個死球時換回原本的對位，避免錯位被長時間利用。',
        ),
        p('代價是讓對手搶下14個進攻籃板，多數來自身高錯位。但地主隊全場投籃命中率只有四成一，這才是決定勝負的數字。'),
        p('歐洲籃球聯賽其他球隊的教練團，勢必會仔細研究這場比賽的錄影。接下來的問題是，皇家馬德里會以更快的傳導球回應，還是在場上多放一名射手。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'euroleague' },
      { kind: 'team', slug: 'real-madrid-baloncesto' },
      { kind: 'team', slug: 'fenerbahce-beko' },
    ],
  },
];
