import type { Scenario } from '../scenario';

export const normal: Scenario = {
  name: 'normal',
  about: 'Every call answers as the contract says, with the demo data.',
  handlers: () => [],
};
