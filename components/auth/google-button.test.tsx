import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as acc from '@/lib/contract/accounts';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { GoogleButton } from './google-button';
import { renderWithAuth } from './test-utils';

const api = startMockApi();

describe('the Google button', () => {
  it('appears when the server offers Google and goes to the URL it answers', async () => {
    server.use(mockEndpoint(acc.signInMethods, { google: true }), mockEndpoint(acc.loginGoogle, { url: 'https://accounts.example/authorize?state=s' }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithAuth(<GoogleButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tiếp tục với Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize?state=s'));
    expect(api.calls(acc.loginGoogle.path)).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
