import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { FormLetter } from '@/lib/domain/match-events';
import en from '@/messages/en/common.json';
import vi from '@/messages/vi/common.json';
import zh from '@/messages/zh/common.json';
import { FormPills } from './form-pills';

const FORM: FormLetter[] = ['W', 'D', 'L', 'W'];

describe('FormPills', () => {
  it.each([
    ['vi', vi, 'THBT', 'Thắng, Hòa, Thua, Thắng'],
    ['en', en, 'WDLW', 'Win, Draw, Loss, Win'],
    ['zh', zh, '勝和負勝', null],
  ] as const)('writes results in %s with the letters of the standings columns', (locale, common, letters, words) => {
    render(
      <NextIntlClientProvider locale={locale} messages={{ common }}>
        <FormPills form={FORM} />
      </NextIntlClientProvider>,
    );
    const list = screen.getByRole('list');
    expect(list.textContent).toBe(letters);
    const columns = common.standings;
    expect(letters).toBe([columns.won.short, columns.drawn.short, columns.lost.short, columns.won.short].join(''));
    if (words) expect(list.getAttribute('aria-label')).toContain(words);
  });
});
