import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Banner } from '@/lib/contract/resource';
import { BannerSection } from './banner-section';
import { renderHome } from './test-utils';


const banner = (id: number, position: string): Banner => ({
  id,
  position,
  title: `Banner ${id}`,
  subtitle: `Mô tả ${id}`,
  image: `/media/banner/${id}.svg`,
  href: `/khuyen-mai/${id}`,
});

describe('BannerSection', () => {
  it('shows each hero banner with its title and subtitle, linking to its target', () => {
    renderHome(<BannerSection hero={[banner(1, 'home-hero'), banner(2, 'home-hero')]} side={[]} />);
    const carousel = screen.getByRole('region', { name: 'Sự kiện nổi bật' });
    const first = within(carousel).getByRole('link', { name: /Banner 1/ });
    expect(first).toHaveAttribute('href', '/khuyen-mai/1');
    expect(first).toHaveTextContent('Mô tả 1');
    expect(within(carousel).getByRole('link', { name: /Banner 2/ })).toBeInTheDocument();
  });

  it('gives the carousel one dot per banner, the first marked current', () => {
    renderHome(<BannerSection hero={[banner(1, 'home-hero'), banner(2, 'home-hero')]} side={[]} />);
    const dots = screen.getAllByRole('button', { name: /^Xem banner/ });
    expect(dots).toHaveLength(2);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');
  });

  it('shows no dots for a single banner', () => {
    renderHome(<BannerSection hero={[banner(1, 'home-hero')]} side={[]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the side banners beside the hero', () => {
    renderHome(<BannerSection hero={[banner(1, 'home-hero')]} side={[banner(5, 'home-side'), banner(6, 'home-side')]} />);
    expect(screen.getByRole('link', { name: /Banner 5/ })).toHaveAttribute('href', '/khuyen-mai/5');
    expect(screen.getByRole('link', { name: /Banner 6/ })).toBeInTheDocument();
  });

  it('greets the viewer and points at the schedule when there are no hero banners', () => {
    renderHome(<BannerSection hero={[]} side={[]} />);
    expect(screen.getByText('Xem trực tiếp thể thao cùng bình luận viên')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem lịch trực tiếp' })).toHaveAttribute('href', '/lich-truc-tiep');
  });
});
