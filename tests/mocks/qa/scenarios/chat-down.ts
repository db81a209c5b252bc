import type { Scenario } from '../scenario';

export const chatDown: Scenario = {
  name: 'chat-down',
  about: 'The chat socket is refused at the upgrade, as when the chat server cannot be reached.',
  handlers: () => [],
  chat: () => ({ refuse: true }),
};
