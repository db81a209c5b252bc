import { describe, expect, it } from 'vitest';
import { NO_RESPONSE } from '@/lib/api/client';
import { describeFailure } from './server-error';

const REGISTER_FIELDS = ['username', 'displayName', 'password', 'email'] as const;

describe('describeFailure', () => {
  it('maps 401 to the wrong-credentials message above the form', () => {
    expect(describeFailure(401, 'Invalid username or password', ['username', 'password'])).toEqual({
      message: { key: 'errors.wrongCredentials' },
    });
  });

  it('puts a taken username or email under its field', () => {
    expect(describeFailure(409, 'username: already taken', REGISTER_FIELDS)).toEqual({
      field: 'username',
      message: { key: 'errors.usernameTaken' },
    });
    expect(describeFailure(409, 'email: already registered', REGISTER_FIELDS)).toEqual({
      field: 'email',
      message: { key: 'errors.emailTaken' },
    });
  });

  it('maps 429 to the too-many-attempts message', () => {
    expect(describeFailure(429, 'Too many failed login attempts; try again later', ['username', 'password']).message.key).toBe(
      'errors.tooManyAttempts',
    );
  });

  it('puts a password the server finds easy to guess, or containing the username, under its field', () => {
    expect(describeFailure(422, 'password: is too easy to guess; make it longer or mix unrelated words', REGISTER_FIELDS)).toEqual({
      field: 'password',
      message: { key: 'validation.passwordWeak' },
    });
    expect(describeFailure(422, 'password: must not contain the username', REGISTER_FIELDS)).toEqual({
      field: 'password',
      message: { key: 'validation.passwordSameAsUsername' },
    });
  });

  it('asks for the password again when a change needs a recent sign-in', () => {
    expect(describeFailure(403, 'reauth-required: confirm your password', ['email']).message.key).toBe('errors.reauthNeeded');
  });

  it('explains a request that got no answer as a network problem', () => {
    expect(describeFailure(NO_RESPONSE, 'Failed to fetch', REGISTER_FIELDS).message.key).toBe('errors.network');
  });

  it("shows any other answer with the server's own msg", () => {
    expect(describeFailure(409, 'phone: already registered', REGISTER_FIELDS)).toEqual({
      message: { key: 'errors.server', values: { message: 'phone: already registered' } },
    });
    expect(describeFailure(503, 'Service unavailable', REGISTER_FIELDS).message.values).toEqual({ message: 'Service unavailable' });
  });
});
