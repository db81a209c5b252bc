import { type AliasProps, redirectToTab } from '../../lich-truc-tiep/_schedule/schedule-alias';

export default function EsportLeagueAliasPage(props: AliasProps) {
  return redirectToTab(props, 'esport');
}
