import { roomImageMetadata, roomShareImage, type RoomImageParams } from './room-share-image';

// Drawn per request from the room's current state (its cache headers say for how long it holds).
export const dynamic = 'force-dynamic';

export function generateImageMetadata({ params }: { params: RoomImageParams }) {
  return roomImageMetadata(params);
}

export default async function Image({ params }: { params: Promise<RoomImageParams> }) {
  return roomShareImage(await params);
}
