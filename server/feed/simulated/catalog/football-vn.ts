import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { LeagueDef } from './types';

export const V_LEAGUE_1: LeagueDef = {
  name: 'V.League 1',
  abbr: 'V1',
  country: 'Vietnam',
  liveModeId: LIVE_MODE.football,
  priority: 2,
  squads: 'vi',
  slots: { 5: ['18:00', '19:15'], 6: ['17:00', '18:00', '19:15'], 0: ['18:00', '19:15'] },
  teams: [
    'Hà Nội FC|HN|Sân vận động Hàng Đẫy|Hà Nội|22500',
    'Công An Hà Nội|CAHN|Sân vận động Hàng Đẫy|Hà Nội|22500',
    'Thể Công - Viettel|VTL|Sân vận động Mỹ Đình|Hà Nội|40192',
    'Thép Xanh Nam Định|NĐ|Sân vận động Thiên Trường|Nam Định|30000',
    'Hoàng Anh Gia Lai|HAGL|Sân vận động Pleiku|Gia Lai|12000',
    'Đông Á Thanh Hóa|TH|Sân vận động Thanh Hóa|Thanh Hóa|14000',
    'Becamex Bình Dương|BD|Sân vận động Gò Đậu|Bình Dương|18250',
    'SHB Đà Nẵng|SHB|Sân vận động Hòa Xuân|Đà Nẵng|20000',
    'Hồng Lĩnh Hà Tĩnh|HLHT|Sân vận động Hà Tĩnh|Hà Tĩnh|15000',
    'Sông Lam Nghệ An|SLNA|Sân vận động Vinh|Nghệ An|18000',
    'Hải Phòng|HP|Sân vận động Lạch Tray|Hải Phòng|30000',
    'Quy Nhơn Bình Định|QNBĐ|Sân vận động Quy Nhơn|Bình Định|20000',
    'Quảng Nam|QNA|Sân vận động Tam Kỳ|Quảng Nam|15624',
    'Công An TP.HCM|CAHC|Sân vận động Thống Nhất|TP. Hồ Chí Minh|15000',
  ],
};

export const V_LEAGUE_2: LeagueDef = {
  name: 'V.League 2',
  abbr: 'V2',
  country: 'Vietnam',
  liveModeId: LIVE_MODE.football,
  priority: 9,
  squads: 'vi',
  slots: { 5: ['15:30', '16:00'], 6: ['15:30', '16:00'], 0: ['15:30', '16:00'] },
  teams: [
    'PVF-CAND|PVF|Sân vận động PVF|Hưng Yên|3600',
    'Bà Rịa - Vũng Tàu|BRVT|Sân vận động Bà Rịa|Bà Rịa - Vũng Tàu|10000',
    'Long An|LA|Sân vận động Long An|Long An|19975',
    'Phù Đổng Ninh Bình|PĐNB|Sân vận động Ninh Bình|Ninh Bình|22000',
    'Trẻ TP.HCM|TRE|Sân vận động Thống Nhất|TP. Hồ Chí Minh|15000',
    'Bình Phước|BP|Sân vận động Bình Phước|Bình Phước|11000',
    'Đồng Tháp|ĐT|Sân vận động Cao Lãnh|Đồng Tháp|10000',
    'Huế|HUE|Sân vận động Tự Do|Huế|25000',
    'Khánh Hòa|KH|Sân vận động 19 Tháng 8|Khánh Hòa|18000',
    'Hòa Bình|HB|Sân vận động Hòa Bình|Hòa Bình|10000',
    'Đồng Nai|ĐN|Sân vận động Đồng Nai|Đồng Nai|20000',
    'Đắk Lắk|ĐL|Sân vận động Buôn Ma Thuột|Đắk Lắk|20000',
  ],
};
