import { type AliasProps, redirectToTab } from '../lich-truc-tiep/_schedule/schedule-alias';

export default function SlotAliasPage(props: AliasProps) {
  return redirectToTab(props, 'slot');
}
