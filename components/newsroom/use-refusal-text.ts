'use client';

import { useTranslations } from 'next-intl';
import type { Refusal } from './draft-state';

/** Words for an API refusal in the editor's language: which field of which language is missing, and so on. */
export function useRefusalText(): (refusal: Refusal) => string {
  const t = useTranslations('newsroom');
  return (r) => {
    switch (r.kind) {
      case 'required':
        return t('errors.required', { field: t(`fields.${r.field}`), language: t(`editor.languages.${r.locale}`) });
      case 'clip':
        return t(r.problem === 'missing' ? 'errors.clipMissing' : 'errors.clipUnpublished', { number: r.block, language: t(`editor.languages.${r.locale}`) });
      case 'invalid':
        return t('errors.invalid', { field: r.field });
      case 'cover':
        return t('errors.cover');
      default:
        return t(`errors.${r.kind}`);
    }
  };
}
