import { http } from 'msw';
import { errorResponse } from '../../handlers';
import type { Scenario } from '../scenario';

/** `fail:/live/api/user/info:401`: that one call answers the status with the error envelope (500 when none is given). */
export const fail: Scenario = {
  name: 'fail',
  about: 'One endpoint answers an error status: fail:<path>:<status>, e.g. fail:/live/api/user/guest-info:429.',
  handlers: (param) => {
    const match = /^(\/[^:]+)(?::(\d{3}))?$/.exec(param ?? '');
    if (!match?.[1]) return [];
    const status = Number(match[2] ?? 500);
    return [http.all(`*${match[1]}`, () => errorResponse(status, `QA scenario: ${status}`))];
  },
};
