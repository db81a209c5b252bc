'use client';

import { useTranslations } from 'next-intl';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { GROUP_LIMITS } from '@/lib/domain/groups';

interface GroupRulesFieldProps {
  id: string;
  rules: string[];
  onChange: (rules: string[]) => void;
  error?: string;
}

/** The group's rules, one short line each, up to the limit. */
export function GroupRulesField({ id, rules, onChange, error }: GroupRulesFieldProps) {
  const t = useTranslations('groups.form');
  const set = (i: number, value: string) => onChange(rules.map((r, j) => (j === i ? value : r)));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-fg">
        {t('rules')}
        <span className="ml-1.5 text-xs font-normal text-muted">({t('optional')})</span>
      </legend>
      <ol className="flex flex-col gap-2">
        {rules.map((rule, i) => (
          <li key={i} className="flex items-center gap-2">
            <span aria-hidden className="w-5 shrink-0 text-right text-xs font-semibold text-muted tabular-nums">
              {i + 1}.
            </span>
            <input
              value={rule}
              onChange={(e) => set(i, e.target.value)}
              aria-label={t('rule', { n: i + 1 })}
              aria-invalid={error ? true : undefined}
              className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 text-base text-fg focus:border-accent focus:ring-2 focus:ring-accent/25 focus:outline-none aria-invalid:border-live sm:text-sm"
            />
            <Button variant="ghost" size="icon" onClick={() => onChange(rules.filter((_, j) => j !== i))} aria-label={t('removeRule', { n: i + 1 })} disabled={rules.length === 1 && !rule}>
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {rules.length < GROUP_LIMITS.rulesMax ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => onChange([...rules, ''])}>
          <Plus aria-hidden />
          {t('addRule')}
        </Button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-live">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
