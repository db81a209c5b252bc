import { svgToBitmap } from '@/server/media/raster';
import { renderMedia } from '@/server/media/render';
import { avatarSvg } from '@/server/media/avatar';
import { crestSvg } from '@/server/media/crest';
import { nameInitials } from '@/server/media/text';

/** Generated pictures are SVG with text in them; the card takes them as PNG so they draw the same wherever it renders. */
async function pngDataUri(svg: string, size: number): Promise<string> {
  const png = await svgToBitmap(svg, size, 'png');
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The SVG a site picture URL ("/media/crest/x.svg?t=AB") is generated from, or null for anything else (uploads). */
function generatedSvg(url: string | null): string | null {
  if (!url?.startsWith('/media/')) return null;
  const parsed = new URL(url, 'http://site.invalid');
  const media = renderMedia(parsed.pathname.split('/').slice(2), parsed.searchParams);
  return media.status === 200 ? media.body : null;
}

/** A team's crest (or a player's avatar, in solo sports) as the site draws it; a crest from the name otherwise. */
export function crestPicture(logo: string, name: string, size: number): Promise<string> {
  return pngDataUri(generatedSvg(logo) ?? crestSvg(name, nameInitials(name)), size);
}

/** A member's avatar as the site draws it; initials on a colour when the picture is an upload or missing. */
export function avatarPicture(profilePicture: string | null, name: string, size: number): Promise<string> {
  return pngDataUri(generatedSvg(profilePicture) ?? avatarSvg(name, nameInitials(name)), size);
}
