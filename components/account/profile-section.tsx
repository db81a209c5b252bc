'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import type { FieldErrors, FieldValues } from '@/components/auth/field-rules';
import { fieldProps, FormAlert, SubmitButton } from '@/components/auth/form-parts';
import { TextField } from '@/components/auth/text-field';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { useAuthMessage } from '@/components/auth/use-auth-message';
import type { AccountInfo } from '@/lib/contract/accounts';
import { updateInfo } from '@/lib/contract/accounts-calls';
import { apiRequest } from '@/lib/api/lazy-client';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import { PictureField } from './picture-field';
import { SectionCard } from './section-card';
import { useAccountUpdated } from './use-account-update';

type ProfileField = 'displayName' | 'nickname';

function validate(v: FieldValues<ProfileField>): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (v.displayName.trim() === '') errors.displayName = { key: 'validation.required' };
  for (const f of ['displayName', 'nickname'] as const) {
    if (v[f].trim().length > USER_LIMITS.displayNameMax) errors[f] = { key: 'validation.tooLong', values: { max: USER_LIMITS.displayNameMax } };
  }
  return errors;
}

/** Display name, nickname and profile picture. */
export function ProfileSection({ account }: { account: AccountInfo }) {
  const t = useTranslations('account.profile');
  const translate = useAuthMessage();
  const updated = useAccountUpdated();
  const { bind, onSubmit, pending, formError } = useAuthForm<ProfileField>({
    fields: ['displayName', 'nickname'],
    initial: { displayName: account.user.displayName, nickname: account.user.nickname ?? '' },
    validate,
    submit: async (v) => {
      const result = await apiRequest(updateInfo, { body: { displayName: v.displayName.trim(), nickname: v.nickname.trim() || null } });
      if (!result.ok) return result;
      updated(result.data);
      return { ok: true };
    },
    onSuccess: () => toast.success(t('saved')),
  });

  return (
    <div className="flex flex-col gap-4">
      <SectionCard title={t('pictureTitle')} lead={t('pictureLead')}>
        <PictureField account={account} />
      </SectionCard>
      <SectionCard title={t('title')} lead={t('lead', { username: account.username })}>
        <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-4">
          <FormAlert message={translate(formError)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...fieldProps(bind('displayName'), translate)} label={t('displayName')} maxLength={USER_LIMITS.displayNameMax} autoComplete="nickname" required />
            <TextField {...fieldProps(bind('nickname'), translate)} label={t('nickname')} hint={t('nicknameHint')} maxLength={USER_LIMITS.displayNameMax} />
          </div>
          <div className="sm:self-end sm:[&>button]:w-auto">
            <SubmitButton pending={pending} label={t('save')} pendingLabel={t('saving')} />
          </div>
        </form>
      </SectionCard>
    </div>
  );
}
