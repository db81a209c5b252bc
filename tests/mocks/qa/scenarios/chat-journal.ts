import type { Scenario } from '../scenario';

/** A name is a file name in the journal folder, so nothing that could leave it is taken. */
const JOURNAL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** `chat-journal:<name>`: the QA suite's view of the chat sockets, which the page cannot give it (a room may open more than one). */
export const chatJournal: Scenario = {
  name: 'chat-journal',
  about: 'Each chat socket attempt, CONNECT and close of this context is written to the journal <name> (QA suite only): chat-journal:<name>.',
  handlers: () => [],
  chat: (param) => (param !== undefined && JOURNAL_NAME.test(param) ? { journal: param } : {}),
};
