import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { CHAT_JOURNAL_DIR, readJournal, type ChatJournalEntry } from '@/tests/mocks/qa/chat-journal';
import { test as base } from './test';

export { expect } from './test';

const dir = path.resolve(CHAT_JOURNAL_DIR);

/**
 * The chat sockets of this test's browser context as the QA server saw them. The server's times are
 * taken where the rules act (a close sent, an upgrade arriving), and every socket of the page is
 * there, including one the page opens on its own, so nothing is counted twice or missed.
 */
export class ChatJournal {
  readonly name = `t${randomUUID().replaceAll('-', '')}`;

  /** The scenario to pick so the server keeps this journal. */
  get pick(): string {
    return `chat-journal:${this.name}`;
  }

  entries(): ChatJournalEntry[] {
    return readJournal(dir, this.name);
  }

  /** Upgrades asked for. */
  attempts(): number {
    return this.entries().filter((e) => e.event === 'attempt').length;
  }

  /** CONNECTs the server answered. */
  connects(): number {
    return this.entries().filter((e) => e.event === 'connect').length;
  }

  /** For each socket the scenario closed, in order: the ms until the next attempt, once one came. */
  reconnectGaps(): number[] {
    const entries = this.entries();
    const gaps: number[] = [];
    for (const close of entries.filter((e) => e.event === 'close' && e.by === 'server')) {
      const next = entries.find((e) => e.event === 'attempt' && e.socket > close.socket && e.at >= close.at);
      if (next) gaps.push(next.at - close.at);
    }
    return gaps;
  }
}

/** The QA fixtures, and `chatJournal`: a journal of its own for each test (the server clears them when it starts). */
export const test = base.extend<{ chatJournal: ChatJournal }>({
  chatJournal: async ({}, provide) => provide(new ChatJournal()),
});
