import { type AliasProps, redirectToTab } from '../../lich-truc-tiep/_schedule/schedule-alias';

export default function TroChoiDuaBiAliasPage(props: AliasProps) {
  return redirectToTab(props, 'tro-choi/dua-bi');
}
