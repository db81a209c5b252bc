export const PROMOTIONS_PATH = '/khuyen-mai';

export const promotionPath = (slug: string): string => `${PROMOTIONS_PATH}/${encodeURIComponent(slug)}`;
