'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Loader2, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ApiError } from '@/lib/api/error-catalogue';
import { apiQuery } from '@/lib/api/lazy-client';
import type { Application } from '@/lib/contract/community';
import { applicationSubmit } from '@/lib/contract/community-calls';
import { APPLICATION_LIMITS, COMMENTATOR_LANGUAGES, COMMENTATOR_MODES, type CommentatorLanguage } from '@/lib/domain/community';
import { liveModeById } from '@/lib/domain/live-modes';
import { fieldOfMessage, validateApplication, type ApplicationDraft, type ApplicationErrors, type ApplicationField } from './application-validation';

const CONFLICT = 409;
const UNPROCESSABLE = 422;
const EMPTY: ApplicationDraft = { experience: '', sports: [], languages: [], sampleUrl: '', contact: '' };
const INPUT = 'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm text-fg outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-live';

const toggle = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** The commentator application: checked as you send it, with the same rules the server applies. */
export function ApplicationForm({ onSubmitted }: { onSubmitted: (application: Application) => void }) {
  const t = useTranslations('community.apply');
  const tModes = useTranslations('liveModes');
  const tLang = useTranslations('common.localeSwitch');
  const id = useId();
  const [draft, setDraft] = useState<ApplicationDraft>(EMPTY);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const limits = { min: APPLICATION_LIMITS.experienceMin, max: APPLICATION_LIMITS.experienceMax };

  const set = <K extends ApplicationField>(key: K, value: ApplicationDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const errorOf = (field: ApplicationField): ReactNode =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} role="alert" className="text-xs text-live">
        {t(`errors.${field}`, limits)}
      </p>
    ) : null;
  const described = (field: ApplicationField) => (errors[field] ? `${id}-${field}-error` : `${id}-${field}-hint`);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const found = validateApplication(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const body = { ...draft, experience: draft.experience.trim(), sampleUrl: draft.sampleUrl.trim(), contact: draft.contact.trim() };
      const saved = await apiQuery(applicationSubmit, { body });
      toast.success(t('sent'));
      onSubmitted(saved);
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      const field = status === UNPROCESSABLE && err instanceof Error ? fieldOfMessage(err.message) : null;
      if (field) setErrors({ [field]: true });
      else setFormError(t(status === CONFLICT ? 'errors.duplicate' : 'errors.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 md:p-5" data-testid="application-form">
      <h2 className="text-base font-semibold text-fg">{t('formTitle')}</h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-experience`} className="text-sm font-medium text-fg">{t('experience')}</label>
        <textarea id={`${id}-experience`} name="experience" rows={5} maxLength={APPLICATION_LIMITS.experienceMax} value={draft.experience} onChange={(e) => set('experience', e.target.value)} aria-invalid={errors.experience ? true : undefined} aria-describedby={described('experience')} className={cn(INPUT, 'resize-y')} />
        <p id={`${id}-experience-hint`} className="text-xs text-muted">{t('experienceHint', limits)}</p>
        {errorOf('experience')}
      </div>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={errors.sports ? `${id}-sports-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-fg">{t('sports')}</legend>
        <div className="flex flex-wrap gap-2">
          {COMMENTATOR_MODES.map((mode) => (
            <Chip key={mode} name="sports" checked={draft.sports.includes(mode)} onChange={() => set('sports', toggle(draft.sports, mode))}>
              {tModes(liveModeById(mode)?.key ?? 'football')}
            </Chip>
          ))}
        </div>
        {errorOf('sports')}
      </fieldset>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={errors.languages ? `${id}-languages-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-fg">{t('languages')}</legend>
        <div className="flex flex-wrap gap-2">
          {COMMENTATOR_LANGUAGES.map((lang) => (
            <Chip key={lang} name="languages" checked={draft.languages.includes(lang)} onChange={() => set('languages', toggle<CommentatorLanguage>(draft.languages, lang))}>
              {tLang(lang)}
            </Chip>
          ))}
        </div>
        {errorOf('languages')}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-sampleUrl`} className="text-sm font-medium text-fg">{t('sampleUrl')}</label>
          <input id={`${id}-sampleUrl`} name="sampleUrl" type="url" inputMode="url" autoComplete="url" placeholder="https://" value={draft.sampleUrl} onChange={(e) => set('sampleUrl', e.target.value)} aria-invalid={errors.sampleUrl ? true : undefined} aria-describedby={described('sampleUrl')} className={INPUT} />
          <p id={`${id}-sampleUrl-hint`} className="text-xs text-muted">{t('sampleUrlHint')}</p>
          {errorOf('sampleUrl')}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-contact`} className="text-sm font-medium text-fg">{t('contact')}</label>
          <input id={`${id}-contact`} name="contact" autoComplete="email" value={draft.contact} onChange={(e) => set('contact', e.target.value)} aria-invalid={errors.contact ? true : undefined} aria-describedby={described('contact')} className={INPUT} />
          <p id={`${id}-contact-hint`} className="text-xs text-muted">{t('contactHint')}</p>
          {errorOf('contact')}
        </div>
      </div>
      {formError ? <p role="alert" className="rounded-lg border border-live/40 bg-live/10 px-3 py-2 text-sm text-live">{formError}</p> : null}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
        {busy ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}

function Chip({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className={cn('inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-[13px] font-medium transition has-focus-visible:ring-2 has-focus-visible:ring-accent', checked ? 'border-transparent bg-fg text-bg' : 'border-border bg-bg text-fg hover:border-accent/50')}>
      <input type="checkbox" name={name} checked={checked} onChange={onChange} className="sr-only" />
      {children}
    </label>
  );
}
