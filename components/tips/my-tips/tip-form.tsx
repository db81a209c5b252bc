'use client';

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { changeTip, openMatchesQuery, postTip, tipQuoteQuery, TIPS_KEY_ROOT, type UpdateTipInput } from '@/lib/api/queries/tips';
import type { TipItem } from '@/lib/contract/tips';
import { TIP_MARKETS, type TipMarket, type TipSelection } from '@/lib/domain/match-events';
import { TIP_CATEGORIES, TIP_LIMITS } from '@/lib/domain/tip-keo';
import { quotedPick } from '@/lib/domain/tip-validity';
import { FIELD_CLASS, SelectField } from './fields';
import { SelectionPicker } from './selection-picker';

/** What a member picks; the match and market come from the form, or from the tip being edited. */
type TipPick = Omit<UpdateTipInput, 'id'>;

interface TipFormProps {
  /** Edit this tip (its match and market stay); without it the form writes a new tip. */
  editing?: TipItem;
  initialFixtureId?: number;
  initialLiveModeId?: number;
  onDone?: () => void;
}

/** Writes or edits a tip: match, market, selection at the current price, confidence and analysis. */
export function TipForm({ editing, initialFixtureId, initialLiveModeId, onDone }: TipFormProps) {
  const t = useTranslations('tips');
  const queryClient = useQueryClient();
  const idPrefix = editing ? `tip-${editing.id}` : 'tip-new';
  const [liveModeId, setLiveModeId] = useState<number>(editing?.match.liveModeId ?? initialLiveModeId ?? TIP_CATEGORIES[0].liveModeId);
  const [fixtureId, setFixtureId] = useState<number | null>(editing?.fixtureId ?? initialFixtureId ?? null);
  const [market, setMarket] = useState<TipMarket>(editing?.market ?? '1x2');
  const [selection, setSelection] = useState<TipSelection | null>(editing?.selection ?? null);
  const [confidence, setConfidence] = useState(editing?.confidence ?? 3);
  const [analysis, setAnalysis] = useState(editing?.analysis ?? '');

  const matches = useQuery({ ...openMatchesQuery(liveModeId), enabled: !editing });
  const quote = useQuery({ ...tipQuoteQuery(fixtureId ?? 0), enabled: fixtureId !== null });
  const closed = quote.data ? !quote.data.open : false;
  const quoted = quote.data && selection ? quotedPick(quote.data, market, selection) : null;
  const length = analysis.trim().length;

  // The answer keeps the server's message (409 kicked off, line moved…), which the form shows.
  const save = useMutation({
    mutationFn: ({ fixtureId, pick }: { fixtureId: number; pick: TipPick }) =>
      editing ? changeTip({ id: editing.id, ...pick }) : postTip({ fixtureId, market, ...pick }),
    onSuccess: (result) => {
      if (!result.ok) {
        // A refusal is often a price that moved: ask for the prices again.
        void queryClient.invalidateQueries({ queryKey: [TIPS_KEY_ROOT, 'quote'] });
        return;
      }
      toast.success(editing ? t('mine.saved') : t('mine.created'));
      void queryClient.invalidateQueries({ queryKey: [TIPS_KEY_ROOT] }).then(() => {
        if (!editing) {
          setSelection(null);
          setAnalysis('');
        }
        onDone?.();
      });
    },
  });
  const pending = save.isPending;
  const error = save.data && !save.data.ok ? t('form.error', { message: save.data.message }) : null;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (fixtureId === null || !selection || !quoted || quoted.odds === null) return;
    save.mutate({ fixtureId, pick: { selection, confidence, analysis: analysis.trim(), ...(quoted.line === null ? {} : { line: quoted.line }) } });
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending} aria-label={editing ? t('form.editTitle') : t('form.title')}>
      {editing ? null : (
        <div className="grid gap-3">
          <SelectField id={`${idPrefix}-sport`} label={t('form.sport')} value={liveModeId} onChange={(e) => { setLiveModeId(Number(e.target.value)); setFixtureId(null); setSelection(null); }}>
            {TIP_CATEGORIES.map((c) => (
              <option key={c.slug} value={c.liveModeId}>{t(`tabs.${c.slug}`)}</option>
            ))}
          </SelectField>
          <SelectField id={`${idPrefix}-match`} label={t('form.match')} value={fixtureId ?? ''} onChange={(e) => { setFixtureId(e.target.value ? Number(e.target.value) : null); setSelection(null); }}>
            <option value="">{matches.data && matches.data.length === 0 ? t('form.noMatches') : t('form.chooseMatch')}</option>
            {fixtureId !== null && quote.data && !matches.data?.some((m) => m.fixtureId === fixtureId) ? (
              <option value={fixtureId}>{`${quote.data.match.home} – ${quote.data.match.away}`}</option>
            ) : null}
            {(matches.data ?? []).map((m) => (
              <option key={m.fixtureId} value={m.fixtureId}>{`${m.home} – ${m.away} · ${m.league.name}`}</option>
            ))}
          </SelectField>
        </div>
      )}
      {editing ? null : (
        <SelectField id={`${idPrefix}-market`} label={t('form.market')} value={market} onChange={(e) => { setMarket(TIP_MARKETS.find((m) => m === e.target.value) ?? '1x2'); setSelection(null); }}>
          {TIP_MARKETS.map((m) => (
            <option key={m} value={m}>{t(`market.${m}`)}</option>
          ))}
        </SelectField>
      )}
      {fixtureId === null ? null : quote.isPending ? (
        <p className="text-sm text-muted">{t('form.loading')}</p>
      ) : closed ? (
        <p role="alert" className="text-sm font-semibold text-live">{t('form.closed')}</p>
      ) : quote.data ? (
        <SelectionPicker quote={quote.data} market={market} value={selection} onChange={setSelection} />
      ) : null}
      <SelectField id={`${idPrefix}-confidence`} label={t('form.confidence')} value={confidence} onChange={(e) => setConfidence(Number(e.target.value))}>
        {Array.from({ length: TIP_LIMITS.confidenceMax - TIP_LIMITS.confidenceMin + 1 }, (_, i) => TIP_LIMITS.confidenceMin + i).map((v) => (
          <option key={v} value={v}>{`${v}/5`}</option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idPrefix}-analysis`} className="text-sm font-semibold text-fg">{t('form.analysis')}</label>
        <textarea
          id={`${idPrefix}-analysis`}
          value={analysis}
          onChange={(e) => setAnalysis(e.target.value)}
          rows={5}
          maxLength={TIP_LIMITS.analysisMax}
          aria-describedby={`${idPrefix}-analysis-hint`}
          className={cn(FIELD_CLASS, 'h-auto py-2.5 leading-relaxed')}
        />
        <p id={`${idPrefix}-analysis-hint`} className={cn('text-xs', length > 0 && length < TIP_LIMITS.analysisMin ? 'text-live' : 'text-muted')}>
          {t('form.analysisHint', { min: TIP_LIMITS.analysisMin, max: TIP_LIMITS.analysisMax, count: length })}
        </p>
      </div>
      {error ? <p role="alert" className="text-sm font-semibold text-live">{error}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || closed || !quoted?.odds || length < TIP_LIMITS.analysisMin}>
          {editing ? t('form.save') : t('form.submit')}
        </Button>
        {editing && onDone ? <Button variant="ghost" onClick={onDone}>{t('mine.cancel')}</Button> : null}
      </div>
    </form>
  );
}
