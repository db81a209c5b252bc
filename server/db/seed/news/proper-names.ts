/**
 * People and places the demo articles name in every language that no table holds: invented players,
 * coaches and staff, stadiums and districts. Like the catalogue's names they stay Vietnamese on the
 * English and Chinese pages, and the language checks accept them as names.
 */
export const NEWS_PROPER_NAMES: readonly string[] = [
  'Cao Thị Mỹ Duyên', 'Đoàn Ngọc Lan', 'Đỗ Hữu Nghĩa', 'Hoàng Minh Đạt', 'Hồ Tấn Lộc', 'Lưu Gia Khánh', 'Lương Quốc Thịnh',
  'Phạm Quang Vinh', 'Phan Bảo Long', 'Trần Đình Khải', 'Trịnh Bảo Nam', 'Võ Minh Triết', 'Vũ Thành Đạt',
  'Bảo', 'Đặng', 'Đinh', 'Huỳnh', 'Khải', 'Thịnh', 'Triết',
  'Cầu Giấy', 'Đức Giang', 'Gò Đậu', 'Hàng Đẫy', 'Lạch Tray', 'Tam Kỳ', 'Thiên Trường', 'Tiên Sơn', 'Trịnh Hoài Đức', 'Tự Do',
];
