import fs from 'node:fs';
import path from 'node:path';

/**
 * The chat journal: what the QA mode's chat socket did for a context that picked `chat-journal:<name>`,
 * one JSON line per event in `<dir>/<name>.jsonl`. The server writes it only when started with
 * QA_CHAT_JOURNAL naming the folder, as the QA suite starts it; visitors never see it.
 */
export const CHAT_JOURNAL_DIR = 'test-results/qa-chat-journal';

export interface ChatJournalEntry {
  /** The socket's number on the server, from 1 in the order the upgrades came. */
  socket: number;
  /** attempt: an upgrade asked for · refused: answered with an error status · connect: its CONNECT arrived · close: it ended. */
  event: 'attempt' | 'refused' | 'connect' | 'close';
  /** For a close: server when a scenario closed it, client otherwise (the client left, or the broker ended it). */
  by?: 'server' | 'client';
  /** ms since the epoch, on the server's clock. */
  at: number;
}

const fileOf = (dir: string, name: string) => path.join(dir, `${name}.jsonl`);

/**
 * Appends to the journals under `dir`; the names are checked by the chat-journal scenario. The old
 * journals go first: one lasts a run of the server, and is kept after its test for a look.
 */
export function journalWriter(dir: string): (name: string, entry: ChatJournalEntry) => void {
  fs.mkdirSync(dir, { recursive: true });
  // Only journals go: the folder is whatever QA_CHAT_JOURNAL names.
  for (const file of fs.readdirSync(dir)) if (file.endsWith('.jsonl')) fs.rmSync(path.join(dir, file), { force: true });
  // Synchronous on purpose: a test reading the journal right after an event must find it there.
  return (name, entry) => fs.appendFileSync(fileOf(dir, name), `${JSON.stringify(entry)}\n`);
}

export function readJournal(dir: string, name: string): ChatJournalEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(fileOf(dir, name), 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as ChatJournalEntry);
}
