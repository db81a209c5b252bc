import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import scores from '@/messages/en/scores.json';
import { OddsMovement } from './odds-movement';

const renderEn = (ui: React.ReactElement) =>
  render(<NextIntlClientProvider locale="en" messages={{ scores }}>{ui}</NextIntlClientProvider>);

describe('OddsMovement', () => {
  it('marks a price that rose as up, in green, naming the earlier price', () => {
    renderEn(<OddsMovement value={2.1} previous={1.95} />);
    const el = screen.getByLabelText('Price 2.10, up from 1.95');
    expect(el.dataset.movement).toBe('up');
    expect(el.className).toContain('text-success');
  });
  it('marks a price that fell as down, in red', () => {
    renderEn(<OddsMovement value={1.8} previous={1.95} />);
    const el = screen.getByLabelText('Price 1.80, down from 1.95');
    expect(el.className).toContain('text-live');
  });
  it('shows no arrow for a steady price', () => {
    const { container } = renderEn(<OddsMovement value={1.8} movement="steady" />);
    expect(screen.getByLabelText('Price 1.80, unchanged')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });
  it('shows a dash without a price', () => {
    renderEn(<OddsMovement value={null} />);
    expect(screen.getByText('–')).toBeTruthy();
  });
});
