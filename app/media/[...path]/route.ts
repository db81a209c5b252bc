import { renderMedia } from '@/server/media/render';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  const { status, body, headers } = renderMedia(path, new URL(request.url).searchParams);
  return new Response(body, { status, headers });
}
