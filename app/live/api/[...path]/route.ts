import { handleApiRequest } from '@/server/api';

export const dynamic = 'force-dynamic';
export const GET = handleApiRequest;
export const POST = handleApiRequest;
