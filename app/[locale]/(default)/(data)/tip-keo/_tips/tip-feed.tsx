import { TipList } from '@/components/tips/tip-list';
import { TopTipsters } from '@/components/tips/top-tipsters';
import { tipListQuery, topRatingQuery } from '@/lib/api/queries/tips';
import type { TipItem } from '@/lib/contract/tips';
import { serverData } from '@/server/api/server-query';
import type { TipMarket } from '@/lib/domain/match-events';

interface TipFeedProps {
  timeZone: string;
  page: number;
  /** The list's own path, for the pager. */
  path: string;
  hrefOf: (tip: TipItem) => string;
  liveModeId?: number;
  market?: TipMarket;
  /** Filter code of the sport for the top-rating board; absent = every sport. */
  filterCode?: number;
}

const PAGE_SIZE = 20;

/** Newest tips (one page) beside the top tipsters of the same sport. */
export async function TipFeed({ timeZone, page, path, hrefOf, liveModeId, market, filterCode }: TipFeedProps) {
  const [tips, top] = await Promise.all([
    serverData(tipListQuery({ liveModeId, market, pageNum: page, pageSize: PAGE_SIZE })),
    serverData(topRatingQuery(filterCode)),
  ]);
  const pages = Math.max(1, Math.ceil((tips?.total ?? 0) / PAGE_SIZE));
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <TipList
        tips={tips?.items ?? []}
        timeZone={timeZone}
        hrefOf={hrefOf}
        pager={{ page, pages, hrefOf: (p) => (p === 1 ? path : `${path}?page=${p}`) }}
      />
      <TopTipsters tipsters={top ?? []} />
    </div>
  );
}
