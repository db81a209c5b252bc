import { defaultUploadsDir } from '@/server/api/account-deps';
import { readUpload } from '@/server/services/avatars';

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  return readUpload(defaultUploadsDir(), path);
}
