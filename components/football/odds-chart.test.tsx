import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OddsChart } from './odds-chart';

const lines = [
  { key: 'home', label: 'Home', points: [{ t: 0, value: 2 }, { t: 10, value: 2.2 }] },
  { key: 'draw', label: 'Draw', points: [{ t: 0, value: 3.3 }, { t: 10, value: 3.1 }] },
  { key: 'away', label: 'Away', points: [] },
];

describe('OddsChart', () => {
  it('draws one path per line that has points', () => {
    const { container } = render(<OddsChart lines={lines} title="History" />);
    expect(container.querySelectorAll('path')).toHaveLength(2);
  });
  it('names the chart with each line from opening to current', () => {
    render(<OddsChart lines={lines} title="History" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('History. Home: 2.00 → 2.20; Draw: 3.30 → 3.10');
  });
  it('renders nothing without points', () => {
    const { container } = render(<OddsChart lines={[{ key: 'home', label: 'Home', points: [] }]} title="History" />);
    expect(container.firstChild).toBeNull();
  });
  it('puts the highest price at the top of the box', () => {
    const { container } = render(<OddsChart lines={[lines[0]!]} title="H" width={100} height={40} compact />);
    expect(container.querySelector('path')?.getAttribute('d')).toBe('M3.0,37.0 L97.0,3.0');
  });
});

describe('OddsChart with a single reading', () => {
  it('draws level lines across the box', () => {
    const { container } = render(<OddsChart lines={[{ key: 'home', label: 'Home', points: [{ t: 5, value: 2 }] }, { key: 'away', label: 'Away', points: [{ t: 5, value: 3 }] }]} title="H" width={100} height={40} compact />);
    expect([...container.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(['M3,37.0 L97,37.0', 'M3,3.0 L97,3.0']);
  });
});
