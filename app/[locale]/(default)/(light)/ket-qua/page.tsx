import { redirectToSport, type SportRootProps } from '../_scores/sport-root';

export default function ResultsRootPage(props: SportRootProps) {
  return redirectToSport(props, 'results');
}
