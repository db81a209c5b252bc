import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { QualityMenu } from './quality-menu';
import { renderPlayer } from './test-utils';

describe('QualityMenu', () => {
  it('offers the four profiles with their heights, 4K capped at 1080p', () => {
    renderPlayer(<QualityMenu value="HD" onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Chất lượng: HD' }));
    const options = screen.getAllByRole('button', { pressed: false }).concat(screen.getAllByRole('button', { pressed: true }));
    expect(options.map((o) => o.textContent).sort()).toEqual(['4K tối đa 1080p', 'HD 1080p', 'HQ 720p', 'SD 540p']);
  });

  it('marks the current quality', () => {
    renderPlayer(<QualityMenu value="HD" onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Chất lượng: HD' }));
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent('HD');
  });

  it('reports the chosen quality and closes', () => {
    const onChange = vi.fn();
    renderPlayer(<QualityMenu value="HD" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Chất lượng: HD' }));
    fireEvent.click(screen.getByRole('button', { name: /^SD/ }));
    expect(onChange).toHaveBeenCalledWith('SD');
    expect(screen.queryByRole('button', { name: /^SD/ })).toBeNull();
  });
});
