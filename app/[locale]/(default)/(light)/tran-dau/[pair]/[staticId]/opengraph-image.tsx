import { matchImageMetadata, matchShareImage, type MatchImageParams } from '../../_match/share-image';

// Drawn per request from the match's current state (its cache headers say for how long it holds).
export const dynamic = 'force-dynamic';

export function generateImageMetadata({ params }: { params: MatchImageParams }) {
  return matchImageMetadata(params);
}

export default async function Image({ params }: { params: Promise<MatchImageParams> }) {
  return matchShareImage(await params);
}
