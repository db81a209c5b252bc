import { useTranslations } from 'next-intl';

/**
 * A commentator as the interface titles them: the word for commentator in the viewer's language
 * ("BLV", "Commentator", "主播"), then their name, marked as a name so nothing translates it.
 */
export function CommentatorName({ name, className }: { name: string; className?: string }) {
  const t = useTranslations('common.people');
  return (
    <span className={className}>
      {t('commentatorTitle')} <span translate="no">{name}</span>
    </span>
  );
}

/** A person's name, marked as a name so nothing translates it. */
export function PersonName({ name, className }: { name: string; className?: string }) {
  return (
    <span translate="no" className={className}>
      {name}
    </span>
  );
}

/** The same title and name as one string, for labels and attributes: "BLV Quang Huy", "Commentator Quang Huy". */
export function useCommentatorNamed(): (name: string) => string {
  const t = useTranslations('common.people');
  return (name) => t('commentatorNamed', { name });
}
