import { rasterPicture } from '@/server/media/raster';
import { renderMedia } from '@/server/media/render';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  const { searchParams } = new URL(request.url);
  const { status, body, headers } = (await rasterPicture(path, searchParams)) ?? renderMedia(path, searchParams);
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), { status, headers });
}
