import { describe, expect, it } from 'vitest';
import { defaultGroupMessages, loadMessages, pickNamespaces } from './messages';
import { DEFAULT_GROUP_NAMESPACES, NAMESPACES } from './namespaces';

describe('loadMessages', () => {
  it('loads only the asked namespaces of the asked locale', async () => {
    const messages = await loadMessages('en', ['errors', 'liveModes']);
    expect(Object.keys(messages).sort()).toEqual(['errors', 'liveModes']);
    expect(messages.liveModes.football).toBe('Football');
  });

  it('reads the file of a namespace whose file name differs from its key', async () => {
    const messages = await loadMessages('vi', ['liveModes']);
    expect(messages.liveModes.volleyball).toBe('Bóng chuyền');
  });
});

describe('pickNamespaces', () => {
  it('keeps the listed namespaces and drops the rest', async () => {
    const all = await loadMessages('zh', ['common', 'errors', 'liveroom']);
    const picked = pickNamespaces(all, ['errors']);
    expect(Object.keys(picked)).toEqual(['errors']);
    expect(picked.errors.backHome).toBe('回到首頁');
  });
});

describe('defaultGroupMessages', () => {
  it('gives the shell its namespaces and only the highlights words a searched clip is shown with', async () => {
    const all = await loadMessages('en', NAMESPACES);
    const shell = defaultGroupMessages(all);
    expect(Object.keys(shell).sort()).toEqual([...DEFAULT_GROUP_NAMESPACES, 'highlights'].sort());
    expect(Object.keys(shell.highlights).sort()).toEqual(['spoiler', 'sports', 'types']);
    expect(shell.highlights.types.goals).toBe('Goals');
  });
});
