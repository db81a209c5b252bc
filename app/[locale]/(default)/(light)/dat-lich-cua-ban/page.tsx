import { type AliasProps, redirectToTab } from '../lich-truc-tiep/_schedule/schedule-alias';

export default function DatLichCuaBanAliasPage(props: AliasProps) {
  return redirectToTab(props, 'dat-lich-cua-ban');
}
