/** The folders under /media/uploads/: members' profile pictures and covers, the newsroom's pictures, feed posts' pictures. */
export const UPLOAD_FOLDERS = ['avatars', 'news', 'posts', 'covers'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
export const UPLOAD_URL_PREFIX = '/media/uploads/';
export const isUploadFolder = (value: string | undefined): value is UploadFolder => (UPLOAD_FOLDERS as readonly (string | undefined)[]).includes(value);
