import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('stores scrypt parameters, salt and hash in one string', async () => {
    expect(await hashPassword('hunter22')).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
  });

  it.each(['', 'plain', 'bcrypt$1$2$3$a$b', 'scrypt$x$8$1$c2FsdA==$aGFzaA==', 'scrypt$16384$8$1$c2FsdA==$'])(
    'refuses the malformed stored value %j',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );

  it('accepts the same password typed in another Unicode form, and nothing trimmed or case-changed', async () => {
    const stored = await hashPassword('Mật khẩu dài');
    expect(await verifyPassword('Ma\u0323\u0302t khẩu dài', stored)).toBe(true);
    expect(await verifyPassword('Mật khẩu dài ', stored)).toBe(false);
    expect(await verifyPassword('mật khẩu dài', stored)).toBe(false);
  });
});
