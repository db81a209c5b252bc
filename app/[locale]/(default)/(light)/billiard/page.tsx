import { type AliasProps, redirectToTab } from '../lich-truc-tiep/_schedule/schedule-alias';

export default function BilliardAliasPage(props: AliasProps) {
  return redirectToTab(props, 'billiard');
}
