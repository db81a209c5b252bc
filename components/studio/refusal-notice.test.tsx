import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFUSALS } from '@/lib/domain/broadcast';
import en from '@/messages/en/studio.json';
import vi from '@/messages/vi/studio.json';
import zh from '@/messages/zh/studio.json';
import { RefusalNotice } from './refusal-notice';
import { renderStudio, ZONE } from './test-utils';

const AT = Date.UTC(2025, 4, 10, 5, 4, 30);

describe('the refusal notice', () => {
  it.each(REFUSALS)('says why a stream was refused for "%s", in Vietnamese and English', (reason) => {
    const { unmount } = renderStudio(<RefusalNotice refusal={{ reason, at: AT }} timeZone={ZONE} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`Luồng bị từ chối lúc 12:04:30${vi.refusals[reason]}`);
    unmount();
    renderStudio(<RefusalNotice refusal={{ reason, at: AT }} timeZone={ZONE} />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent(en.refusals[reason]);
  });

  it('has words for every refusal in every language', () => {
    for (const messages of [vi, en, zh]) for (const reason of REFUSALS) expect(messages.refusals[reason].length).toBeGreaterThan(10);
  });

  it('stays empty without a refusal', () => {
    renderStudio(<RefusalNotice refusal={null} timeZone={ZONE} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
