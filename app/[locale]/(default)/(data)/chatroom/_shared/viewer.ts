// The helper moved to the server API kit; pages of other sections still import it from here.
export { serverViewer } from '@/server/api/server-viewer';
