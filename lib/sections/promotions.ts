import type { Section } from '.';

export const promotions: Section = { publicPages: ['/khuyen-mai'] };
