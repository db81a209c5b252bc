import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestedPath, RequestedPathProvider } from './requested-path';
import { displayPath, localizedPath } from './locale-path';

describe('RequestedPath', () => {
  it('shows the path the route handed down', () => {
    render(
      <RequestedPathProvider path="/en/khong-co">
        <RequestedPath />
      </RequestedPathProvider>,
    );
    expect(screen.getByText('/en/khong-co')).toBeInTheDocument();
  });

  it('falls back to the address bar, decoded', () => {
    window.history.pushState({}, '', '/tin-tuc/b%C3%B3ng-%C4%91%C3%A1');
    render(<RequestedPath />);
    expect(screen.getByText('/tin-tuc/bóng-đá')).toBeInTheDocument();
  });
});

describe('localizedPath', () => {
  it('leaves Vietnamese paths unprefixed and prefixes the others', () => {
    expect(localizedPath('vi', '/abc')).toBe('/abc');
    expect(localizedPath('en', '/abc')).toBe('/en/abc');
    expect(localizedPath('zh', '/')).toBe('/zh');
  });
});

describe('displayPath', () => {
  it('keeps text with a stray percent sign as it is', () => {
    expect(displayPath('/100%')).toBe('/100%');
  });
});
