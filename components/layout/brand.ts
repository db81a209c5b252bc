/** The site's name as printed in the wordmark; the same in every language. */
export const BRAND_NAME = 'Sân Nhà';
