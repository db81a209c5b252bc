import type { Section } from '.';

/** The site's information pages. */
export const info: Section = { publicPages: ['/thong-tin', '/ve-chung-toi', '/dieu-kien-dieu-khoan', '/nhat-ky-thay-doi'] };
