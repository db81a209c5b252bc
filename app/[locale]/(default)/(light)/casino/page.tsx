import { type AliasProps, redirectToTab } from '../lich-truc-tiep/_schedule/schedule-alias';

export default function CasinoAliasPage(props: AliasProps) {
  return redirectToTab(props, 'casino');
}
