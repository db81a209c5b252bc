import * as z from 'zod/mini';
import { NEWS_LIMITS } from '@/lib/domain/news';

/** Plain text of a block: markup is never interpreted, so nothing in a body can run as script. */
const plain = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const refId = z.int().check(z.positive());

/** Pictures come only from the site's own media routes; a body cannot point a reader's browser elsewhere. */
export const ownMediaPath = z.string().check(z.maxLength(300), z.regex(/^\/media\/[a-z0-9/_.-]+(\?[A-Za-z0-9=&%._-]*)?$/, 'not a media path of this site'));

export const articleBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: plain(NEWS_LIMITS.blockText) }),
  z.object({ kind: z.literal('heading'), text: plain(200) }),
  z.object({ kind: z.literal('image'), src: ownMediaPath, alt: plain(300), caption: z.optional(plain(400)) }),
  z.object({ kind: z.literal('quote'), text: plain(1000), cite: z.optional(plain(160)) }),
  z.object({ kind: z.literal('list'), ordered: z.boolean(), items: z.array(plain(600)).check(z.minLength(1), z.maxLength(NEWS_LIMITS.listItems)) }),
  /** A match card, drawn live from the fixture. */
  z.object({ kind: z.literal('match'), fixtureId: refId }),
  /** A league's table, drawn live. */
  z.object({ kind: z.literal('standings'), leagueId: refId }),
  /** A highlight clip, embedded with the on-demand player. */
  z.object({ kind: z.literal('highlight'), clipId: refId }),
]);
export type ArticleBlock = z.infer<typeof articleBlock>;

export const articleBody = z.array(articleBlock).check(z.minLength(1), z.maxLength(NEWS_LIMITS.blocks));
export type ArticleBody = z.infer<typeof articleBody>;

/** The words of a body, for its reading time and the search index. */
export function bodyText(body: readonly ArticleBlock[]): string {
  return body
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
        case 'heading':
        case 'quote':
          return block.text;
        case 'list':
          return block.items.join(' ');
        case 'image':
          return block.caption ?? '';
        default:
          return '';
      }
    })
    .join(' ');
}
