import { type AliasProps, redirectToTab } from '../lich-truc-tiep/_schedule/schedule-alias';

export default function TennisAliasPage(props: AliasProps) {
  return redirectToTab(props, 'tennis');
}
