'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Globe, ImagePlus, Lock, Trash2, UsersRound } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { ModalSheet } from '@/components/auth/modal-sheet';
import { ModalSheetHeading } from '@/components/auth/modal-sheet-heading';
import { TextField } from '@/components/auth/text-field';
import { CharCount, charCount } from '@/components/feed/char-count';
import { readAsDataUrl } from '@/components/feed/use-picture-uploads';
import { isUnauthorized, refusalKey, refusedField } from '@/components/activity/refusal';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { createGroup, groupKeys } from '@/lib/api/queries/groups';
import { POST_LIMITS } from '@/lib/domain/feed';
import { GROUP_LIMITS, GROUP_PRIVACIES } from '@/lib/domain/groups';
import { useRouter } from '@/lib/i18n/navigation';
import { asGroupField, emptyGroupDraft, groupBody, groupProblems, type GroupDraft, type GroupProblems } from './group-form';
import { GroupRulesField } from './group-rules-field';

const PRIVACY_ICON = { public: Globe, private: Lock } as const;

/** Starts a group: name, what it is about, public or private, its rules and a cover; the member lands on its page. */
export function GroupCreateDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('groups');
  const id = useId();
  const router = useRouter();
  const client = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<GroupDraft>(emptyGroupDraft);
  const [problems, setProblems] = useState<GroupProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const edit = (change: Partial<GroupDraft>) => setDraft((d) => ({ ...d, ...change }));
  const create = useMutation({
    mutationFn: () => createGroup(groupBody(draft)),
    onSuccess: (group) => {
      void client.invalidateQueries({ queryKey: groupKeys.all });
      toast.success(t('create.done', { name: group.name }));
      onClose();
      router.push(group.href);
    },
    onError: (err) => {
      if (isUnauthorized(err)) return openAuthDialog('login');
      const field = asGroupField(refusedField(err));
      if (field) setProblems({ [field]: 'invalid' });
      setFailure(t(`errors.${refusalKey(err)}`));
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (create.isPending) return;
    const found = groupProblems(draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      // The first field in trouble takes focus once it is drawn marked.
      const form = e.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    create.mutate();
  };
  const pick = async (picked: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!picked) return;
    if (picked.size > POST_LIMITS.imageMaxBytes || !picked.type.startsWith('image/')) return setFailure(t('errors.tooLarge'));
    edit({ cover: await readAsDataUrl(picked) });
  };
  const problem = (field: keyof GroupProblems) => (problems[field] ? t(`form.problems.${problems[field]}`, { min: GROUP_LIMITS.nameMin, max: field === 'name' ? GROUP_LIMITS.nameMax : field === 'rules' ? GROUP_LIMITS.ruleMax : GROUP_LIMITS.descriptionMax }) : undefined);

  return (
    <ModalSheet open onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('form.close')} className="sm:max-w-lg">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-5 sm:p-6" data-testid="group-create">
        <ModalSheetHeading icon={UsersRound} titleId={`${id}-title`} title={t('create.title')} lead={t('create.lead')} />
        <TextField name="name" label={t('form.name')} value={draft.name} onValueChange={(name) => edit({ name })} error={problem('name')} hint={t('form.nameHint', { min: GROUP_LIMITS.nameMin, max: GROUP_LIMITS.nameMax })} autoComplete="off" />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-about`} className="text-sm font-semibold text-fg">
            {t('form.description')}
            <span className="ml-1.5 text-xs font-normal text-muted">({t('form.optional')})</span>
          </label>
          <textarea
            id={`${id}-about`}
            rows={3}
            value={draft.description}
            onChange={(e) => edit({ description: e.target.value })}
            aria-invalid={problems.description ? true : undefined}
            aria-describedby={`${id}-about-count${problems.description ? ` ${id}-about-error` : ''}`}
            className="w-full resize-y rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg focus:border-accent focus:ring-2 focus:ring-accent/25 focus:outline-none aria-invalid:border-live sm:text-sm"
          />
          <CharCount id={`${id}-about-count`} used={charCount(draft.description)} max={GROUP_LIMITS.descriptionMax} />
          {problems.description ? <p id={`${id}-about-error`} className="text-xs font-medium text-live">{problem('description')}</p> : null}
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-fg">{t('form.privacy')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {GROUP_PRIVACIES.map((privacy) => {
              const Icon = PRIVACY_ICON[privacy];
              const chosen = draft.privacy === privacy;
              return (
                <label key={privacy} className={cn('flex cursor-pointer gap-2.5 rounded-xl border p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent', chosen ? 'border-accent bg-accent/8' : 'border-border hover:bg-surface-2')}>
                  <input type="radio" name={`${id}-privacy`} value={privacy} checked={chosen} onChange={() => edit({ privacy })} className="sr-only" />
                  <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', chosen ? 'text-accent' : 'text-muted')} />
                  <span className="flex flex-col gap-0.5">
                    <span className="text-sm font-semibold text-fg">{t(`privacy.${privacy}`)}</span>
                    <span className="text-xs text-muted">{t(`privacy.${privacy}Text`)}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <GroupRulesField id={`${id}-rules`} rules={draft.rules} onChange={(rules) => edit({ rules })} error={problem('rules')} />
        <div className="flex flex-col gap-2">
          <span className="text-sm font-semibold text-fg">{t('form.cover')}</span>
          {draft.cover ? (
            // eslint-disable-next-line @next/next/no-img-element -- the member's own picture, before it is sent
            <img src={draft.cover} alt={t('form.coverPreview')} className="aspect-[3/1] w-full rounded-lg object-cover" />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <input ref={file} type="file" accept="image/*" className="sr-only" tabIndex={-1} onChange={(e) => void pick(e.target.files?.[0])} data-testid="group-cover-file" />
            <Button variant="outline" size="sm" onClick={() => file.current?.click()}>
              <ImagePlus aria-hidden />
              {t('form.pickCover')}
            </Button>
            {draft.cover ? (
              <Button variant="ghost" size="sm" onClick={() => edit({ cover: null })}>
                <Trash2 aria-hidden />
                {t('form.removeCover')}
              </Button>
            ) : null}
          </div>
        </div>
        {failure ? (
          <p role="alert" className="text-sm text-live">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined} data-testid="group-create-submit">
            {create.isPending ? t('create.creating') : t('create.submit')}
          </Button>
        </div>
      </form>
    </ModalSheet>
  );
}
