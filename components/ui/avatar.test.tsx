import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initialsOf('Nguyễn Văn An')).toBe('NA');
  });

  it('keeps Vietnamese letters and works with one word', () => {
    expect(initialsOf('đức')).toBe('Đ');
  });

  it('falls back to a question mark for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows the picture when there is one', () => {
    render(<Avatar name="Lan Anh" src="/media/avatar/1.png" />);
    expect(screen.getByRole('img', { name: 'Lan Anh' })).toHaveAttribute('src', '/media/avatar/1.png');
  });

  it('shows initials without a picture, or when it fails to load', () => {
    const { rerender } = render(<Avatar name="Lan Anh" />);
    expect(screen.getByRole('img', { name: 'Lan Anh' })).toHaveTextContent('LA');
    rerender(<Avatar name="Lan Anh" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Lan Anh' }));
    expect(screen.getByRole('img', { name: 'Lan Anh' })).toHaveTextContent('LA');
  });
});
