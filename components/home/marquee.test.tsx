import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Marquee } from './marquee';
import { renderHome } from './test-utils';


const items = [
  { id: 1, text: 'Chào mừng đến với cổng trực tiếp thể thao', href: null },
  { id: 2, text: 'Đại chiến cuối tuần: xem lịch ngay', href: '/lich-truc-tiep' },
];

describe('Marquee', () => {
  it('shows every announcement in a labelled region', () => {
    renderHome(<Marquee items={items} />);
    const region = screen.getByRole('region', { name: 'Thông báo' });
    expect(within(region).getAllByRole('listitem').map((li) => li.textContent)).toEqual(items.map((i) => i.text));
  });

  it('makes announcements with a target into links', () => {
    renderHome(<Marquee items={items} />);
    expect(screen.getByRole('link', { name: 'Đại chiến cuối tuần: xem lịch ngay' })).toHaveAttribute('href', '/lich-truc-tiep');
    expect(screen.queryByRole('link', { name: items[0]?.text })).not.toBeInTheDocument();
  });

  it('hides the looping copy of the announcements from screen readers and the keyboard', () => {
    const { container } = renderHome(<Marquee items={items} />);
    const copy = container.querySelector('ul[aria-hidden="true"]');
    expect(copy).toHaveTextContent(items[1]?.text ?? '');
    expect(copy?.querySelector('a')).toHaveAttribute('tabindex', '-1');
  });

  it('renders nothing without announcements', () => {
    const { container } = renderHome(<Marquee items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
