import { type AliasProps, redirectToTab } from '../../lich-truc-tiep/_schedule/schedule-alias';

export default function TheThaoBongRoAliasPage(props: AliasProps) {
  return redirectToTab(props, 'the-thao/bong-ro');
}
