import { type AliasProps, redirectToTab } from '../lich-truc-tiep/_schedule/schedule-alias';

export default function TatCaAliasPage(props: AliasProps) {
  return redirectToTab(props, 'tat-ca');
}
