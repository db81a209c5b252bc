'use client';

import { useTranslations } from 'next-intl';
import { Globe, Lock } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { GROUP_PRIVACIES, type GroupPrivacy } from '@/lib/domain/groups';

const PRIVACY_ICON = { public: Globe, private: Lock } as const;

interface GroupPrivacyFieldProps {
  id: string;
  value: GroupPrivacy;
  onChange: (privacy: GroupPrivacy) => void;
  /** What the choice will do beyond the usual, e.g. letting those waiting in. */
  note?: string | null;
}

/** Public or private, as two cards with what each means. */
export function GroupPrivacyField({ id, value, onChange, note }: GroupPrivacyFieldProps) {
  const t = useTranslations('groups');
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={note ? `${id}-note` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-fg">{t('form.privacy')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {GROUP_PRIVACIES.map((privacy) => {
          const Icon = PRIVACY_ICON[privacy];
          const chosen = value === privacy;
          return (
            <label key={privacy} className={cn('flex cursor-pointer gap-2.5 rounded-xl border p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent', chosen ? 'border-accent bg-accent/8' : 'border-border hover:bg-surface-2')}>
              <input type="radio" name={`${id}-privacy`} value={privacy} checked={chosen} onChange={() => onChange(privacy)} className="sr-only" />
              <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', chosen ? 'text-accent' : 'text-muted')} />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-semibold text-fg">{t(`privacy.${privacy}`)}</span>
                <span className="text-xs text-muted">{t(`privacy.${privacy}Text`)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {/* Always there, so a note that appears is read out. */}
      <div aria-live="polite">
        {note ? (
          <p id={`${id}-note`} className="rounded-lg border border-accent/30 bg-accent/8 px-3 py-2 text-xs text-fg" data-testid="group-privacy-note">
            {note}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
