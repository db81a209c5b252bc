import type { Section } from '.';

/** The community pages open to guests: the commentator application explains itself before sign-in. */
export const community: Section = { publicPages: ['/ung-tuyen-binh-luan-vien'] };
