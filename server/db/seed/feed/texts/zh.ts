import type { LanguageTexts } from './types';

/** Fans from Taiwan and Hong Kong, and Vietnam's Chinese-speaking fans, in Traditional Chinese. */
export const ZH: LanguageTexts = {
  preview: [
    '{home} 對 {away}，{when} 開踢，大家覺得誰會贏？我看好主場的 {home}。',
    '{when} {home} 主場迎戰 {away}，等這場等了一整週！預測 2:1。',
    '{when} {home} vs {away}，有人要一起看嗎？我已經訂好位子了。',
    '{away} 最近狀態很好，但客場作戰從來不簡單，{when} 這場很難說。',
    '{home} 後防傷兵一堆，{when} 對上 {away} 真的有點擔心。',
    '鬧鐘設好了，{when} {home} 對 {away}，熬夜也要看 ☕',
  ],
  live: [
    '正在看 {home} 對 {away}，上半場雙方都很保守，沒什麼好機會。',
    '剛剛那腳中柱！！{home} 真的太可惜了 😭',
    '{home} 對 {away} 中場休息：{home} 控球較多，但 {away} 的反擊更有威脅。',
    '{away} 的門將今天神了，連續撲出好幾個必進球。',
    '補時五分鐘，{home} 對 {away} 還是沒分出勝負，心臟受不了 😵',
  ],
  win: [
    '{winner} {wscore} 擊敗 {loser}，贏得漂亮！中場今天完全壓制對手。',
    '終場：{winner} {wscore} {loser}。今晚可以好好睡了 😴',
    '雖然 {winner} 贏了 {wscore}，但防守還是有不少問題，遇到強隊就難說了。',
    '{loser} 輸得心服口服，{winner} 各方面都更好。',
    '早就說了吧，{winner} {wscore} {loser}，賭一杯咖啡的快點請客 😎',
  ],
  draw: ['{home} {score} {away}，平手算是合理，兩隊的臨門一腳都太差了。', '主場只踢成 {score}，{home} 等於丟了兩分。', '這場 {score} 比很多大比分的比賽還好看，戰術對決很精彩。'],
  general: [
    '住在胡志明市三年了，還是不習慣凌晨三點看球，但還是很值得。',
    '{team} 一月轉會窗真的需要一個中鋒，大家都看得出來。',
    '{friend} 週末要不要一起看球？我家有大螢幕。',
    '越南聯賽的現場氣氛真的很好，第一次去統一體育場就被嚇到了。',
    '每次 {team} 輸球我都說不看了，下一場還是準時守在電視前。',
    '昨天踢了五人制，又熱又累，但超開心。',
    '有人跟我一樣會把每場比分記在筆記本裡嗎？',
  ],
  captions: {
    stadium: ['燈光一開，整個球場都沸騰了 🏟️', '第一次到現場看球，感覺完全不一樣。'],
    sky: ['開賽前的夕陽，比賽日最美的風景 🌅', '提早兩個小時到球場，就為了看這片天空。'],
    crowd: ['看台氣氛太熱烈了 🔥 九十分鐘歌聲沒停過。', '這就是為什麼要去現場看球！'],
    formation: ['這是我心中 {team} 週末的先發陣容，大家覺得如何？', '自己排的最佳十一人，教練應該不會看 😂'],
    ball: ['下午去練罰十二碼，十球進六球 😅', '新買的球，漂亮到捨不得踢。'],
    scarf: ['{team} 的新圍巾到貨了，下場比賽就戴去看！', '這條圍巾陪我看了五年的球，從來沒洗過，怕壞了運氣 🤫'],
    jersey: ['新球衣到了，背後還印了我的名字 😍', '終於買到 {team} 的正版球衣了！'],
    ticket: ['拿到票了！{home} 對 {away}，球場見 🎟️', '搶到 {home} 對 {away} 的票，位置還不錯！'],
    cafe: ['週末的老位子，越南冰咖啡配足球 ☕⚽', '店裡擠滿了人，晚到十分鐘就沒位子了。'],
  },
  album: ['{home} 對 {away} 一整天的照片，從進場到散場 📸', '比賽日相簿：{home} vs {away}，照片有點多請見諒 😅'],
  matchPolls: [
    { question: '{home} 對 {away}，誰會贏？', options: ['{home}', '平手', '{away}'] },
    { question: '{home} 對 {away} 總進球數？', options: ['0-1 球', '2-3 球', '4 球以上'] },
  ],
  polls: [
    { question: '大家平常在哪裡看球？', options: ['在家', '咖啡廳或酒吧', '現場'] },
    { question: '這季最好看的聯賽？', options: ['英超', '西甲', '意甲', '越南聯賽'] },
  ],
  friendsOnly: ['週六晚上六點一樣踢五人制，記得帶水。', '上週猜錯比分的人記得請咖啡 😂'],
  onlyMe: ['提醒自己：週末前要續訂轉播。'],
  shares: ['分析得很好，推薦大家看看。', '說得太對了 👍', '完全同意。', '這篇一定要分享 😂'],
  comments: ['說得好 👍', '照片好美！', '我也這麼覺得。', '不太同意，問題在後防。', '那天我也在現場，太精彩了！', '哈哈哈笑死 😂', '這是哪一家店？', '下週一起去！', '謝謝分享。'],
  matchComments: ['{home} 主場就是不一樣。', '{away} 的反擊很可怕。', '{away} 爆冷我也不意外。', '這場打平對兩隊都好。'],
  replies: ['對！', '哈哈沒錯 😂', '有道理。', '到時候見。', '謝啦！', '等著看吧 😎'],
  bios: ['{team} 球迷，住在胡志明市。咖啡、足球、重複。', '週末踢球，平日看球。', '為了足球和越南咖啡而來。'],
  leagues: {
    'premier-league': '英超', 'la-liga': '西甲', 'serie-a': '意甲', bundesliga: '德甲', 'ligue-1': '法甲', 'uefa-champions-league': '歐冠',
    'afc-champions-league': '亞冠', 'j1-league': '日職', 'k-league-1': 'K聯賽', 'chinese-super-league': '中超', 'vleague-1': '越南聯賽', mls: '美職聯',
  },
  leagueTags: {
    'premier-league': '#英超', 'la-liga': '#西甲', 'serie-a': '#意甲', bundesliga: '#德甲', 'ligue-1': '#法甲', 'uefa-champions-league': '#歐冠',
    'afc-champions-league': '#亞冠', 'j1-league': '#日職', 'k-league-1': '#K聯賽', 'chinese-super-league': '#中超', 'vleague-1': '#越南聯賽', mls: '#美職聯',
  },
  tags: ['#足球', '#比賽日', '#看球'],
  derbyTag: '#德比',
  teams: {
    'Manchester United': '曼聯', 'Manchester City': '曼城', Liverpool: '利物浦', Arsenal: '阿森納', Chelsea: '切爾西', 'Tottenham Hotspur': '熱刺',
    'Newcastle United': '紐卡索', 'Real Madrid': '皇馬', Barcelona: '巴薩', 'Atlético Madrid': '馬競', 'Bayern München': '拜仁', 'Borussia Dortmund': '多特蒙德',
    Juventus: '尤文', Inter: '國米', Milan: 'AC米蘭', Napoli: '拿坡里', 'Paris Saint-Germain': '巴黎聖日耳曼',
  },
};
