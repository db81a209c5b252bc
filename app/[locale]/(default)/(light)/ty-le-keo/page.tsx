import { redirectToSport, type SportRootProps } from '../_scores/sport-root';

export default function OddsRootPage(props: SportRootProps) {
  return redirectToSport(props, 'odds');
}
