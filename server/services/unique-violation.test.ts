import { describe, expect, it } from 'vitest';
import { uniqueViolationColumn } from './unique-violation';

describe('uniqueViolationColumn', () => {
  it('reads the column of a SQLite unique violation', () => {
    expect(uniqueViolationColumn({ code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: users.email' })).toBe('email');
  });

  it('reads the column of a PostgreSQL unique violation', () => {
    expect(uniqueViolationColumn({ code: '23505', detail: 'Key (username)=(bob) already exists.', constraint: 'users_username_key' })).toBe('username');
    expect(uniqueViolationColumn({ code: '23505', constraint: 'users_phone_key' })).toBe('phone');
  });

  it('ignores other errors', () => {
    expect(uniqueViolationColumn(new Error('boom'))).toBeNull();
    expect(uniqueViolationColumn({ code: '23503' })).toBeNull();
  });
});
