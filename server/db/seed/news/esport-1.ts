import type { ArticleBlock } from '@/lib/contract/news-blocks';
import type { SeedArticle } from './types';

const p = (text: string): ArticleBlock => ({ kind: 'paragraph', text });
const h = (text: string): ArticleBlock => ({ kind: 'heading', text });
const q = (text: string, cite: string): ArticleBlock => ({ kind: 'quote', text, cite });
const ul = (...items: string[]): ArticleBlock => ({ kind: 'list', ordered: false, items });

/** Esport desk, first batch: the VCS, VCT Pacific and the LPL. Players and coaches named here are fictional. */
export const ESPORT_1: readonly SeedArticle[] = [
  {
    key: 'es-vcs-ban-cap-nhat-duong-duoi',
    category: 'esport',
    type: 'phan-tich',
    motif: 'esport',
    featured: true,
    ageHours: 5,
    author: 'bientap.khoa',
    headline: {
      vi: 'Bản cập nhật mới đảo chiều VCS: đi rừng chậm lại, đường dưới lên ngôi',
      en: 'New patch turns the VCS upside down: junglers slow down, bot lane takes charge',
      zh: '新版本顛覆VCS生態：打野節奏放緩，下路成為主戰場',
    },
    standfirst: {
      vi: 'Những điều chỉnh về tốc độ dọn bãi quái và sức mạnh trợ thủ đã buộc các đội VCS thay đổi cách mở màn trận đấu. GAM Esports và Team Secret Whales là hai đội thích nghi nhanh nhất sau tuần thi đấu đầu tiên.',
      en: 'Changes to jungle clear speed and support strength have forced VCS teams to rethink how they open games. GAM Esports and Team Secret Whales adapted fastest in the first week.',
      zh: '野怪清理速度與輔助強度的調整，迫使VCS各隊重新思考開局打法。首週賽事過後，GAM Esports與Team Secret Whales是適應最快的兩支隊伍。',
    },
    body: {
      vi: [
        p('Sau một tuần với bản cập nhật mới, VCS đã khác hẳn. Con rồng đầu tiên bị hạ muộn hơn gần hai phút, còn số mạng hạ gục trước phút 10 giảm rõ rệt. Nguyên nhân chính là đi rừng không còn dọn bãi quái nhanh, khiến những pha gank sớm trở nên rủi ro.'),
        p('Khi đi rừng bớt hiện diện, đường dưới trở thành nơi quyết định nhịp độ. Các cặp xạ thủ và trợ thủ đẩy đường tốt được ưu tiên ngay lượt cấm chọn đầu, vì thắng ở đây là kiểm soát khu vực rồng.'),
        h('Ai đang hưởng lợi?'),
        p('GAM Esports tận dụng xu hướng này tốt nhất: họ thường đảo cặp đường dưới lên trên để né kèo bất lợi, rồi dồn tài nguyên cho xạ thủ. Team Secret Whales làm ngược lại, sẵn sàng nhường rồng đầu để đổi lấy lợi thế ở đường giữa và đường trên.'),
        ul(
          'Thời điểm hạ rồng đầu tiên: từ khoảng phút 7 lùi về gần phút 9.',
          'Tỷ lệ cấm các trợ thủ đẩy đường tăng mạnh trong tuần đầu.',
          'Số mạng hạ gục trước phút 10 giảm gần một phần ba.',
        ),
        p('Câu hỏi lúc này là các đội còn lại sẽ phản ứng ra sao. Đội nào tìm ra cách phá nhịp đường dưới có thể làm đảo lộn bảng xếp hạng.'),
      ],
      en: [
        p('One week into the new patch, the VCS already looks like a different league. The first dragon now falls almost two minutes later than before, and kills before the ten-minute mark have dropped sharply. The main reason is that junglers no longer clear their camps as quickly, which makes early ganks a much riskier bet.'),
        p('With junglers less of a factor, bot lane now sets the tempo. Fast-pushing marksman and support pairs are going in the first rotation of picks and bans, because whoever wins that lane controls the dragon side of the map.'),
        h('Who benefits?'),
        p('GAM Esports have exploited the trend better than anyone, regularly moving their bot duo to the top side to dodge bad matchups and then pouring resources into their marksman. Team Secret Whales went the other way, happily conceding the first dragon in exchange for pressure in mid and top.'),
        ul(
          'First dragon timing: from around minute 7 to almost minute 9.',
          'Bans on lane-pushing supports rose sharply in week one.',
          'Kills before 10 minutes fell by almost a third.',
        ),
        p('The question now is how the rest of the league responds. A team that finds a way to break the bot-lane tempo could reshape the standings within weeks.'),
      ],
      zh: [
        p('新版本上線僅一週，VCS的面貌已截然不同。首條小龍的擊殺時間比先前延後近兩分鐘，十分鐘前的擊殺數也明顯下降。主因在於打野清野速度變慢，前期抓人的風險隨之大增。'),
        p('打野存在感降低後，下路成了決定節奏的地方。推線能力強的射手與輔助組合在第一輪禁選就被搶走，因為誰贏下這條路，誰就掌握小龍區的控制權。'),
        h('誰是受益者？'),
        p('GAM Esports把這股趨勢運用得最好，經常讓下路組合換到上路避開劣勢對線，再把資源集中在射手身上。Team Secret Whales則反其道而行，願意讓出首條小龍，換取中路與上路的主動權。'),
        ul(
          '首條小龍擊殺時間：從約第7分鐘延後到將近第9分鐘。',
          '推線型輔助的禁用率在首週大幅上升。',
          '十分鐘前的擊殺數減少將近三分之一。',
        ),
        p('現在的關鍵是其他隊伍如何應對。誰能先找到打亂下路節奏的方法，積分榜在短短幾週內就可能洗牌。'),
      ],
    },
    tags: [
      { kind: 'league', slug: 'lol-vcs' },
      { kind: 'team', slug: 'gam-esports' },
      { kind: 'team', slug: 'team-secret-whales' },
    ],
  },
  {
    key: 'es-saigon-buffalo-nham-quillo',
    category: 'esport',
    type: 'chuyen-nhuong',
    motif: 'esport',
    featured: false,
    ageHours: 30,
    author: 'bientap.hoa',
    headline: {
      vi: 'Tin đồn chuyển nhượng: Saigon Buffalo nhắm đường giữa Quillo của CERBERUS Esports',
      en: 'Transfer rumour: Saigon Buffalo target CERBERUS Esports mid laner Quillo',
      zh: '轉會傳聞：Saigon Buffalo鎖定CERBERUS Esports中路Quillo',
    },
    standfirst: {
      vi: 'Theo nhiều nguồn tin trong giới VCS, Saigon Buffalo đã mở lời với CERBERUS Esports về đường giữa Quillo. Hai bên chưa xác nhận, nhưng thương vụ có thể hoàn tất trước kỳ chuyển nhượng tới.',
      en: 'Several sources in the VCS say Saigon Buffalo have approached CERBERUS Esports about mid laner Quillo. Neither side has confirmed anything, but a deal could be done before the next transfer window.',
      zh: '據多位VCS圈內人士透露，Saigon Buffalo已向CERBERUS Esports探詢中路選手Quillo的轉會可能。雙方尚未證實，但交易有望在下一個轉會窗口前敲定。',
    },
    body: {
      vi: [
        p('Sau một mùa giải đáng thất vọng, Saigon Buffalo đang tìm một đường giữa đủ sức gánh đội, và cái tên được nhắc đến nhiều nhất là Quillo. Tuyển thủ 20 tuổi của CERBERUS Esports nằm trong nhóm gây sát thương lên tướng cao nhất giải ở lượt đi.'),
        p('Một nguồn tin thân cận cho biết hai đội đã có ít nhất hai buổi trao đổi. Vướng mắc lớn nhất là phí giải phóng hợp đồng, khi CERBERUS Esports không muốn mất trụ cột lúc vẫn còn cơ hội vào playoffs.'),
        h('Điều gì khiến thương vụ khó thành?'),
        q('Quillo muốn thi đấu cho một đội có tham vọng vô địch, nhưng cậu ấy không muốn rời đi theo cách làm tổn thương đội cũ.', 'Một người đại diện tuyển thủ giấu tên'),
        p('Nếu thương vụ đổ bể, Saigon Buffalo được cho là đã có phương án dự phòng với một tài năng trẻ từ giải hạng dưới. Về phía CERBERUS Esports, ban huấn luyện nhiều khả năng sẽ cho đường giữa dự bị ra sân nhiều hơn để chuẩn bị cho kịch bản xấu nhất.'),
        p('Cho đến khi có thông báo chính thức, mọi thông tin vẫn chỉ dừng ở mức tin đồn. Chúng tôi sẽ tiếp tục theo dõi và cập nhật.'),
      ],
      en: [
        p('After a disappointing season, Saigon Buffalo are looking for a mid laner who can carry the team, and the name coming up most often is Quillo. The 20-year-old from CERBERUS Esports ranked among the league\'s top damage dealers in the first half of the split.'),
        p('A source close to the talks says the two organisations have met at least twice. The sticking point is the buyout fee, with CERBERUS Esports reluctant to lose a cornerstone while they are still in the playoff race.'),
        h('What could stop the deal?'),
        q('Quillo wants to play for a team that can win the title, but he does not want to leave in a way that hurts his current team.', 'A player agent who asked not to be named'),
        p('If the move collapses, Saigon Buffalo are said to have a fallback option in a young prospect from the second division. CERBERUS Esports, for their part, are expected to give their substitute mid laner more stage time to prepare for the worst.'),
        p('Until there is an official announcement, all of this remains rumour. We will keep following the story.'),
      ],
      zh: [
        p('經歷令人失望的賽季後，Saigon Buffalo正在尋找一位能扛起隊伍的中路，而呼聲最高的人選就是Quillo。這位效力CERBERUS Esports的20歲選手，上半季對英雄傷害量名列聯賽前段。'),
        p('一位接近談判的消息人士表示，兩隊至少已經接觸過兩次。最大的障礙在於解約金，CERBERUS Esports仍在爭取季後賽資格，不願在此時失去核心選手。'),
        h('交易卡在哪裡？'),
        q('Quillo希望加入一支有奪冠野心的隊伍，但他不想用傷害老東家的方式離開。', '一位不願具名的選手經紀人'),
        p('若交易破局，據傳Saigon Buffalo已備妥B計畫，目標是次級聯賽的一名年輕新秀。CERBERUS Esports方面，教練團預料會給替補中路更多上場機會，為最壞的情況預作準備。'),
        p('在官方正式宣布之前，以上消息仍屬傳聞。本站將持續追蹤報導。'),
      ],
    },
    tags: [
      { kind: 'team', slug: 'saigon-buffalo' },
      { kind: 'team', slug: 'cerberus-esports' },
      { kind: 'league', slug: 'lol-vcs' },
    ],
  },
  {
    key: 'es-gam-nguoc-dong-vikings',
    category: 'esport',
    type: 'tuong-thuat',
    motif: 'stadium',
    featured: false,
    ageHours: 52,
    author: 'bientap.an',
    headline: {
      vi: 'GAM Esports ngược dòng thắng Vikings Esports 2-1 sau gần ba giờ căng thẳng',
      en: 'GAM Esports come from behind to beat Vikings Esports 2-1 in a near three-hour epic',
      zh: 'GAM Esports逆轉擊敗Vikings Esports 2比1，激戰近三小時',
    },
    standfirst: {
      vi: 'Thua ván mở màn, GAM Esports vùng lên thắng hai ván còn lại nhờ những pha giao tranh quanh Baron. Người đi rừng Hyvo được bầu là tuyển thủ xuất sắc nhất trận.',
      en: 'Beaten in the opening game, GAM Esports won the next two on the strength of their fights around Baron. Jungler Hyvo was named player of the match.',
      zh: '首局失利的GAM Esports靠著巴龍周邊的團戰連下兩局。打野Hyvo獲選本場最有價值選手。',
    },
    body: {
      vi: [
        p('Vikings Esports có khởi đầu như mơ tại VCS Arena. Đội hình thiên về giao tranh sớm giúp họ dẫn gần năm nghìn vàng ở phút 15 và khép lại ván một sau 28 phút, trong sự bất lực của GAM Esports.'),
        p('Sang ván hai, GAM Esports đổi cách tiếp cận: nhường đường trên và dồn toàn lực cho khu vực rồng. Hyvo liên tục xuất hiện đúng lúc, giành hai con rồng then chốt và mở đường cho chiến thắng sau 34 phút.'),
        h('Ván ba định đoạt bằng một pha Baron'),
        p('Ván quyết định cân bằng đến phút 30, khi Vikings Esports mạo hiểm đánh Baron. Hyvo cướp mục tiêu bằng đòn trừng phạt, GAM Esports thắng giao tranh ngay sau đó với tỷ số 4-0 rồi tiến thẳng vào nhà chính.'),
        q('Chúng tôi thua ván một vì quá nôn nóng. Sau đó cả đội chỉ tập trung kiểm soát tầm nhìn quanh rồng, và mọi thứ đến một cách tự nhiên.', 'Hyvo, đi rừng GAM Esports'),
        p('Chiến thắng giúp GAM Esports củng cố vị trí trong nhóm dẫn đầu. Trong khi đó, Vikings Esports sẽ phải trả lời câu hỏi về khả năng kết thúc trận đấu khi đang nắm lợi thế.'),
      ],
      en: [
        p('Vikings Esports could hardly have started better at the VCS Arena. Their early-fighting composition put them almost five thousand gold ahead at 15 minutes, and they closed out game one in 28 minutes while GAM Esports looked powerless.'),
        p('GAM Esports changed their approach for game two, giving up top lane and throwing everything at the dragon side. Hyvo kept turning up at the right moment, secured two key dragons and set up a win in 34 minutes.'),
        h('A Baron steal settles game three'),
        p('The decider was level until the 30-minute mark, when Vikings Esports gambled on Baron. Hyvo snatched it with Smite, GAM Esports won the fight that followed 4-0 and marched straight into the enemy base.'),
        q('We lost game one because we were too impatient. After that we only focused on controlling vision around the dragon, and everything came naturally.', 'Hyvo, GAM Esports jungler'),
        p('The win strengthens GAM Esports\' place among the front-runners. Vikings Esports, meanwhile, face fresh questions about their ability to close out games from a winning position.'),
      ],
      zh: [
        p('Vikings Esports在VCS Arena的開局近乎完美。偏重前期團戰的陣容讓他們在15分鐘時領先將近五千經濟，並在28分鐘拿下首局，GAM Esports幾乎毫無招架之力。'),
        p('第二局GAM Esports改變思路，放棄上路，全力經營小龍區。Hyvo屢屢在關鍵時刻現身，拿下兩條關鍵小龍，34分鐘便為隊伍扳平戰局。'),
        h('決勝局一波巴龍定江山'),
        p('決勝局雙方纏鬥到30分鐘，Vikings Esports冒險開巴龍。Hyvo一記懲戒搶下巴龍，GAM Esports隨後團戰打出4換0，一路推進敵方主堡。'),
        q('第一局我們輸在太急躁。之後全隊只專注在小龍周邊的視野控制，勝利就自然而然來了。', 'GAM Esports打野Hyvo'),
        p('這場勝利鞏固了GAM Esports在領先集團中的位置。Vikings Esports則必須面對外界對其優勢局收尾能力的質疑。'),
      ],
    },
    tags: [
      { kind: 'team', slug: 'gam-esports' },
      { kind: 'team', slug: 'vikings-esports' },
      { kind: 'league', slug: 'lol-vcs' },
    ],
  },
  {
    key: 'es-vct-paper-rex-rrq',
    category: 'esport',
    type: 'nhan-dinh',
    motif: 'esport',
    featured: false,
    ageHours: 14,
    author: 'bientap.khoa',
    headline: {
      vi: 'Nhận định Paper Rex vs Rex Regum Qeon: đại chiến Đông Nam Á tại VCT Pacific',
      en: 'Paper Rex vs Rex Regum Qeon preview: a Southeast Asian clash in VCT Pacific',
      zh: '賽前分析：Paper Rex對決Rex Regum Qeon，VCT Pacific東南亞德比',
    },
    standfirst: {
      vi: 'Lối chơi tốc độ của Paper Rex sẽ đối đầu sự kỷ luật của Rex Regum Qeon tại Jangchung Arena. Lượt chọn bản đồ nhiều khả năng quyết định kết quả.',
      en: 'Paper Rex\'s breakneck style meets Rex Regum Qeon\'s discipline at Jangchung Arena. The map veto may well decide it.',
      zh: 'Paper Rex的高速打法將在獎忠體育館迎戰Rex Regum Qeon的紀律型戰術，地圖禁選很可能左右勝負。',
    },
    body: {
      vi: [
        p('Hai đại diện mạnh nhất Đông Nam Á gặp nhau khi cả hai đều cần điểm để trụ lại nhóm đầu bảng. Paper Rex bước vào trận với chuỗi ba chiến thắng, còn Rex Regum Qeon vừa thua sát nút ở vòng trước.'),
        p('Paper Rex vẫn là đội chơi nhanh bậc nhất khu vực, thường dồn vào điểm đặt bom ngay trong 20 giây đầu hiệp. Ngược lại, Rex Regum Qeon giữ nhịp chậm, chờ đối thủ mắc sai lầm rồi mới phản đòn.'),
        h('Ba điểm nóng của trận đấu'),
        ul(
          'Lượt cấm chọn bản đồ: Paper Rex mạnh ở những bản đồ nhiều ngõ hẹp, Rex Regum Qeon ưa không gian rộng.',
          'Cuộc so tài giữa hai đấu sĩ chủ lực Kelvo và Jovix.',
          'Các hiệp kinh tế, điểm yếu của Rex Regum Qeon trong ba trận gần nhất.',
        ),
        p('Chúng tôi đánh giá Paper Rex nhỉnh hơn nhờ phong độ và sự tự tin hiện tại. Dù vậy, nếu Rex Regum Qeon giành được bản đồ sở trường ở lượt đầu, một chiến thắng 2-1 cho họ hoàn toàn trong tầm tay.'),
      ],
      en: [
        p('Southeast Asia\'s two strongest sides meet at a moment when both need points to stay near the top of the table. Paper Rex arrive on a three-match winning streak, while Rex Regum Qeon have just lost a tight one.'),
        p('Paper Rex remain the fastest team in the region, often hitting a bomb site within the first 20 seconds of a round. Rex Regum Qeon prefer a slower rhythm, waiting for the opponent to make a mistake before they strike back.'),
        h('Three battlegrounds to watch'),
        ul(
          'The map veto: Paper Rex thrive on maps full of tight corridors, Rex Regum Qeon like open space.',
          'The duel between star duelists Kelvo and Jovix.',
          'Eco rounds, a weak spot for Rex Regum Qeon in their last three matches.',
        ),
        p('We make Paper Rex slight favourites on current form and confidence. But if Rex Regum Qeon land their best map with the first pick, a 2-1 win for them is well within reach.'),
      ],
      zh: [
        p('東南亞兩支最強隊伍在關鍵時刻碰頭，雙方都需要積分來守住前段班位置。Paper Rex挾三連勝之勢而來，Rex Regum Qeon則在上一輪以些微差距落敗。'),
        p('Paper Rex依然是區域內節奏最快的隊伍，常在回合開始20秒內就直撲包點。Rex Regum Qeon則習慣放慢節奏，耐心等待對手犯錯再反擊。'),
        h('三大看點'),
        ul(
          '地圖禁選：Paper Rex擅長巷道密集的地圖，Rex Regum Qeon偏好開闊空間。',
          '兩位王牌決鬥者Kelvo與Jovix的正面交鋒。',
          '經濟局表現，這是Rex Regum Qeon近三場比賽的弱點。',
        ),
        p('以目前的狀態和氣勢來看，我們認為Paper Rex稍佔上風。不過，若Rex Regum Qeon第一張圖就選到拿手地圖，以2比1勝出並非難事。'),
      ],
    },
    tags: [
      { kind: 'team', slug: 'paper-rex' },
      { kind: 'team', slug: 'rex-regum-qeon' },
      { kind: 'league', slug: 'valorant-vct-pacific' },
    ],
  },
  {
    key: 'es-hlv-team-flash-le-quang-tam',
    category: 'esport',
    type: 'phong-van',
    motif: 'esport',
    featured: false,
    ageHours: 190,
    author: 'bientap.hoa',
    headline: {
      vi: 'HLV Lê Quang Tâm: "Team Flash cần học cách thắng cả khi không chơi hay nhất"',
      en: 'Coach Le Quang Tam: "Team Flash must learn to win even when they are not at their best"',
      zh: '教練黎光心：「Team Flash要學會在狀態不佳時也能贏」',
    },
    standfirst: {
      vi: 'Sau nửa mùa giải nhiều thăng trầm, huấn luyện viên trưởng của Team Flash chia sẻ về áp lực, lứa tuyển thủ trẻ và mục tiêu trở lại nhóm dẫn đầu VCS.',
      en: 'Halfway through an up-and-down season, the Team Flash head coach talks about pressure, his young roster and the goal of getting back among the VCS leaders.',
      zh: '賽季過半、起伏不斷，Team Flash總教練談壓力、年輕陣容，以及重返VCS領先集團的目標。',
    },
    body: {
      vi: [
        p('Team Flash đang đứng giữa bảng xếp hạng VCS với năm thắng, năm thua. Chúng tôi trò chuyện với HLV Lê Quang Tâm sau buổi tập tối thứ Ba, khi cả đội chuẩn bị cho hai trận cuối tuần.'),
        p('Theo anh Tâm, vấn đề lớn nhất không nằm ở kỹ năng cá nhân mà ở cách các tuyển thủ xử lý những ván không như ý. Đội hình hiện có ba gương mặt dưới 20 tuổi, và họ dễ mất bình tĩnh khi bị dẫn trước.'),
        h('Áp lực và sự kiên nhẫn'),
        q('Một đội vô địch không thắng vì lúc nào cũng chơi hay. Họ thắng cả những ván mà mọi thứ đi sai hướng. Đó là điều Team Flash phải học trong nửa sau mùa giải.', 'HLV Lê Quang Tâm, Team Flash'),
        p('Anh cho biết ban huấn luyện đã thay đổi giáo án, dành nhiều thời gian hơn cho việc xem lại băng hình và giao tiếp trong giao tranh. Mỗi tuần, cả đội có một buổi chỉ để mổ xẻ những ván thua.'),
        p('Về mục tiêu, anh Tâm không giấu tham vọng đưa Team Flash vào playoffs. Anh tin nếu giữ được sự ổn định, đội hoàn toàn có thể gây bất ngờ trước các ứng viên hàng đầu.'),
      ],
      en: [
        p('Team Flash sit mid-table in the VCS with five wins and five losses. We spoke to head coach Le Quang Tam after Tuesday evening practice, as the team prepared for two matches at the weekend.'),
        p('For Tam, the biggest problem is not individual skill but how the players handle games that go wrong. Three of the starters are under 20, and they tend to lose their composure when they fall behind.'),
        h('Pressure and patience'),
        q('Champions do not win because they always play well. They win the games where everything goes wrong, too. That is what Team Flash have to learn in the second half of the season.', 'Le Quang Tam, Team Flash head coach'),
        p('He says the coaching staff have reworked the training plan, with more time spent on video review and communication in team fights. Once a week, the whole squad sits down for a session devoted entirely to their losses.'),
        p('As for targets, Tam makes no secret of wanting Team Flash in the playoffs. He believes that if the team can find consistency, they are capable of surprising the title favourites.'),
      ],
      zh: [
        p('Team Flash目前在VCS戰績五勝五敗，排名中游。週二晚間練習結束後，我們專訪了總教練黎光心，當時全隊正為週末的兩場比賽做準備。'),
        p('黎光心認為，最大的問題不在個人技術，而在於選手如何面對不順的對局。先發陣容中有三人未滿20歲，一旦落後就容易失去冷靜。'),
        h('壓力與耐心'),
        q('冠軍隊伍不是因為每場都打得好才贏，而是連一切都不順的比賽也能拿下。這就是Team Flash下半季必須學會的事。', 'Team Flash總教練黎光心'),
        p('他透露教練團已調整訓練內容，花更多時間檢討比賽錄影、加強團戰溝通。每週全隊還有一堂課專門拆解輸掉的對局。'),
        p('談到目標，黎光心毫不掩飾帶領Team Flash打進季後賽的企圖心。他相信只要表現穩定，隊伍完全有能力爆冷擊敗奪冠熱門。'),
      ],
    },
    tags: [
      { kind: 'team', slug: 'team-flash' },
      { kind: 'league', slug: 'lol-vcs' },
    ],
  },
  {
    key: 'es-bilibili-qiuye-chan-thuong',
    category: 'esport',
    type: 'tin-nong',
    motif: 'broadcast',
    featured: false,
    ageHours: 1,
    author: 'bientap.an',
    headline: {
      vi: 'Nóng: Người đi rừng Qiuye chấn thương cổ tay, Bilibili Gaming mất trụ cột hai tuần',
      en: 'Breaking: jungler Qiuye injures his wrist, Bilibili Gaming lose a key man for two weeks',
      zh: '快訊：打野Qiuye手腕受傷，Bilibili Gaming痛失主力兩週',
    },
    standfirst: {
      vi: 'Bilibili Gaming vừa xác nhận Qiuye sẽ vắng mặt ít nhất hai tuần vì chấn thương cổ tay. Đây là tổn thất lớn khi LPL bước vào giai đoạn quyết định.',
      en: 'Bilibili Gaming have confirmed that Qiuye will be out for at least two weeks with a wrist injury, a heavy blow as the LPL enters its decisive stretch.',
      zh: 'Bilibili Gaming證實Qiuye因手腕傷勢將缺陣至少兩週。LPL即將進入關鍵階段，這無疑是一大打擊。',
    },
    body: {
      vi: [
        p('Thông tin được đưa ra chỉ vài giờ trước trận đấu tối nay của Bilibili Gaming tại LPL Arena. Qiuye, người đi rừng 22 tuổi, bị đau cổ tay phải từ tuần trước, và kết quả kiểm tra cho thấy anh cần nghỉ ngơi hoàn toàn để tránh tổn thương lâu dài.'),
        p('Sự vắng mặt đến vào thời điểm tệ nhất. Bilibili Gaming đang bám đuổi nhóm dẫn đầu và sắp phải gặp liên tiếp các đối thủ trực tiếp trong cuộc đua vào playoffs.'),
        h('Những gì đã biết'),
        ul(
          'Qiuye nghỉ thi đấu tối thiểu hai tuần, tương đương bốn loạt trận.',
          'Người đi rừng của đội trẻ sẽ được đôn lên thi đấu chính thức.',
          'Đội chưa công bố kế hoạch bổ sung nhân sự.',
        ),
        p('Qiuye là một trong những người đi rừng có chỉ số tham gia hạ gục cao nhất LPL mùa này. Anh còn là người chỉ huy giao tranh chính của đội, nên sự vắng mặt sẽ ảnh hưởng cả đến khâu giao tiếp trên bản đồ.'),
        p('Giới chuyên môn cho rằng Bilibili Gaming buộc phải điều chỉnh lối chơi, bởi phần lớn chiến thuật đầu trận của họ xoay quanh khả năng kiểm soát khu rừng của Qiuye. Câu trả lời đầu tiên sẽ có ngay tối nay.'),
      ],
      en: [
        p('The news came just hours before Bilibili Gaming\'s match tonight at the LPL Arena. Qiuye, their 22-year-old jungler, has had pain in his right wrist since last week, and scans showed he needs complete rest to avoid long-term damage.'),
        p('The timing could hardly be worse. Bilibili Gaming are chasing the leaders and are about to face a run of direct rivals in the race for the playoffs.'),
        h('What we know so far'),
        ul(
          'Qiuye will miss at least two weeks, or four series.',
          'The academy team\'s jungler is being promoted to the starting line-up.',
          'The organisation has not announced any plan to bring in reinforcements.',
        ),
        p('Qiuye has one of the highest kill participation rates of any jungler in the LPL this season. He is also the team\'s main shotcaller in fights, so his absence will hurt their communication on the map as much as their play.'),
        p('Analysts expect Bilibili Gaming to change their style, since most of their early-game plans revolve around Qiuye\'s control of the jungle. The first answers come tonight.'),
      ],
      zh: [
        p('消息在Bilibili Gaming今晚於LPL Arena出賽前數小時才公布。22歲的打野Qiuye自上週起右手腕疼痛，檢查結果顯示他必須完全休息，以免造成長期傷害。'),
        p('這次缺陣的時機糟得不能再糟。Bilibili Gaming正緊追領先集團，接下來還要連續面對季後賽席位的直接競爭對手。'),
        h('目前已知的消息'),
        ul(
          'Qiuye至少休戰兩週，相當於四個系列賽。',
          '二軍打野將升上一軍先發。',
          '隊伍尚未公布補強人手的計畫。',
        ),
        p('Qiuye本季的擊殺參與率在LPL打野中名列前茅，同時也是隊上團戰的主要指揮。他的缺席不只削弱戰力，也將衝擊全隊在地圖上的溝通。'),
        p('專家認為Bilibili Gaming勢必得調整打法，因為他們大部分前期戰術都建立在Qiuye的野區掌控力上。今晚就能看到第一個答案。'),
      ],
    },
    tags: [
      { kind: 'team', slug: 'bilibili-gaming' },
      { kind: 'league', slug: 'lol-pro-league' },
    ],
  },
];
