import { type AliasProps, redirectToTab } from '../lich-truc-tiep/_schedule/schedule-alias';

export default function CardGameAliasPage(props: AliasProps) {
  return redirectToTab(props, 'card-game');
}
