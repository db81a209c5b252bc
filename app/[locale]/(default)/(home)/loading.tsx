import { HomeSkeleton } from '@/components/home/home-skeleton';

export default function HomeLoading() {
  return <HomeSkeleton />;
}
