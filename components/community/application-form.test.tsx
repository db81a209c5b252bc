import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationSubmit, type Application } from '@/lib/contract/community';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { initialSessionState, resetSessionStore, useSessionStore } from '@/lib/stores/session-store';
import common from '@/messages/vi/common.json';
import community from '@/messages/vi/community.json';
import errors from '@/messages/vi/errors.json';
import liveModes from '@/messages/vi/liveModes.json';
import { setCookie, startMockApi } from '@/tests/mocks/api-test-kit';
import { MEMBER_TOKEN, memberUser } from '@/tests/mocks/data';
import { mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { ApplicationForm } from './application-form';

const api = startMockApi();
const E = community.apply.errors;
const fill = (min: string, max: string, text: string) => text.replace('{min}', min).replace('{max}', max);

const saved: Application = {
  id: 7,
  userId: memberUser.userId,
  displayName: 'Fan',
  experience: 'Ba năm bình luận V.League trên đài phát thanh.',
  sports: [LIVE_MODE.football],
  languages: ['vi'],
  sampleUrl: 'https://example.com/sample',
  contact: 'fan@example.com',
  status: 'pending',
  note: null,
  createdAt: 1,
  reviewedAt: null,
};

function renderForm() {
  const onSubmitted = vi.fn();
  render(
    <NextIntlClientProvider locale="vi" messages={{ common, errors, liveModes, community }}>
      <ApplicationForm onSubmitted={onSubmitted} />
    </NextIntlClientProvider>,
  );
  return onSubmitted;
}

const field = (label: string) => screen.getByLabelText(label);
function fillValid() {
  fireEvent.change(field(community.apply.experience), { target: { value: saved.experience } });
  fireEvent.click(screen.getByRole('checkbox', { name: liveModes.football }));
  fireEvent.click(screen.getByRole('checkbox', { name: common.localeSwitch.vi }));
  fireEvent.change(field(community.apply.sampleUrl), { target: { value: saved.sampleUrl } });
  fireEvent.change(field(community.apply.contact), { target: { value: saved.contact } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: community.apply.submit }));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

beforeEach(() => {
  setCookie('token', MEMBER_TOKEN);
  useSessionStore.setState({ ...initialSessionState, token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
});
afterEach(resetSessionStore);

describe('ApplicationForm', () => {
  it('names every missing field and sends nothing', () => {
    renderForm();
    submit();
    expect(alerts()).toEqual([fill('20', '2000', E.experience), E.sports, E.languages, E.sampleUrl, E.contact]);
    expect(field(community.apply.sampleUrl)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['javascript:alert(1)'],
    ['ftp://example.com/file'],
    ['example.com/no-scheme'],
  ])('refuses the sample link %s', (url) => {
    renderForm();
    fillValid();
    fireEvent.change(field(community.apply.sampleUrl), { target: { value: url } });
    submit();
    expect(alerts()).toEqual([E.sampleUrl]);
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a contact that is neither an email nor a phone number, and clears the error once edited', () => {
    renderForm();
    fillValid();
    fireEvent.change(field(community.apply.contact), { target: { value: 'gọi tôi nhé' } });
    submit();
    expect(alerts()).toEqual([E.contact]);
    fireEvent.change(field(community.apply.contact), { target: { value: '0912 345 678' } });
    expect(alerts()).toEqual([]);
  });

  it('sends a valid application and hands back the stored one', async () => {
    let sent: unknown = null;
    server.use(mockEndpoint(applicationSubmit, ({ body }) => ((sent = body), saved)));
    const onSubmitted = renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(saved));
    expect(sent).toEqual({ experience: saved.experience, sports: [LIVE_MODE.football], languages: ['vi'], sampleUrl: saved.sampleUrl, contact: saved.contact });
  });

  it('says so when an application is already waiting (409)', async () => {
    server.use(mockFailure(applicationSubmit, 409, 'You already have an application waiting for review'));
    const onSubmitted = renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(alerts()).toEqual([E.duplicate]));
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('marks the field a server 422 names', async () => {
    server.use(mockFailure(applicationSubmit, 422, 'sampleUrl: must be an http or https address'));
    renderForm();
    fillValid();
    submit();
    const form = screen.getByTestId('application-form');
    await waitFor(() => expect(within(form).getAllByRole('alert').map((a) => a.textContent)).toEqual([E.sampleUrl]));
  });
});
