import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { commentatorRecordings } from '@/lib/contract/recordings';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeClipSummary } from '@/tests/mocks/highlights-data';
import { server } from '@/tests/mocks/server';
import { HostRecordings } from './host-recordings';
import { makeRoom, renderRoom } from './test-utils';

const recording = makeClipSummary({ id: 7300, type: 'tran-dau', title: 'Toàn trận: Arsenal vs Chelsea | BLV Quang Huy', durationSeconds: 5_430 });

describe('HostRecordings', () => {
  startMockApi();

  it("lists the host's recordings, each opening its clip's page to play it", async () => {
    let asked = '';
    server.use(http.get(`*${commentatorRecordings.path}`, ({ request }) => {
      asked = new URL(request.url).searchParams.get('userId') ?? '';
      return HttpResponse.json({ code: 200, msg: 'success', data: [recording] });
    }));
    renderRoom(<HostRecordings room={makeRoom()} />);
    const link = await screen.findByRole('link', { name: recording.title });
    expect(link).toHaveAttribute('href', `/highlight/bong-da/tran-dau/${recording.slug}`);
    expect(screen.getByRole('heading', { name: /Phát lại của .*Quang Huy/ })).toBeInTheDocument();
    expect(screen.getByText('Thời lượng 1:30:30')).toBeInTheDocument();
    expect(asked).toBe('77');
  });

  it('shows nothing for a host with no recordings yet', async () => {
    let answered = false;
    server.use(http.get(`*${commentatorRecordings.path}`, () => {
      answered = true;
      return HttpResponse.json({ code: 200, msg: 'success', data: [] });
    }));
    const { container } = renderRoom(<HostRecordings room={makeRoom()} />);
    await waitFor(() => expect(answered).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });
});
