import { Newspaper } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import type { ArticleSummary } from '@/lib/contract/news';
import type { NewsCategory } from '@/lib/domain/news';
import { newsListPath } from '@/lib/domain/news';
import { Link } from '@/lib/i18n/navigation';
import { ArticleCard } from './article-card';

interface NewsStripProps {
  articles: readonly ArticleSummary[];
  /** Names the strip's heading element, unique on the page. */
  headingId: string;
  title: string;
  /** The sport whose news the "all" link opens; none: the whole section. */
  category?: NewsCategory;
  timeZone: string;
  now: number;
}

/** A row of the newest articles under a heading, with a link to the section's list. */
export function NewsStrip({ articles, headingId, title, category, timeZone, now }: NewsStripProps) {
  const t = useTranslations('news.latestStrip');
  return (
    <section aria-labelledby={headingId} data-testid="latest-news">
      <SectionHeading
        id={headingId}
        icon={<Newspaper aria-hidden />}
        action={
          <Link href={newsListPath(category)} className="inline-flex items-center gap-0.5 font-semibold text-accent hover:underline">
            {t('all')}
            <Icon name="chevron-right" className="size-4" />
          </Link>
        }
      >
        {title}
      </SectionHeading>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {articles.map((article) => (
          <li key={article.id} className="min-w-0">
            <ArticleCard article={article} timeZone={timeZone} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
