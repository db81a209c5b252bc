import { type AliasProps, redirectToTab } from '../lich-truc-tiep/_schedule/schedule-alias';

export default function EsportAliasPage(props: AliasProps) {
  return redirectToTab(props, 'esport');
}
