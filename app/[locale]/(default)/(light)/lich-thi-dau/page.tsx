import { redirectToSport, type SportRootProps } from '../_scores/sport-root';

export default function FixturesRootPage(props: SportRootProps) {
  return redirectToSport(props, 'fixtures');
}
