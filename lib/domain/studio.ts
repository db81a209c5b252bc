/** The broadcast studio's page (commentators and staff: lib/domain/broadcast's STUDIO_ROLES). */
export const STUDIO_PATH = '/studio';
