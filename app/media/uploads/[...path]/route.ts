import { defaultUploadsDir } from '@/server/api/account-deps';
import { readAvatar } from '@/server/services/avatars';

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  return readAvatar(defaultUploadsDir(), path);
}
