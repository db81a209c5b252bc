import { roomShareImage } from '../../room-card-image';

/** GET /share-cards/rooms/{locale}/{roomId}.png (or .webp, the player's poster): a live room's share card. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }): Promise<Response> {
  const { locale, file } = await params;
  return roomShareImage(locale, file);
}
