import { describe, expect, it } from 'vitest';
import { register } from '@/lib/contract/user';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import { hasErrors, registerBody, validateLogin, validateRegister, type FieldValues, type RegisterField } from './field-rules';

const valid: FieldValues<RegisterField> = { username: 'lan_anh.92', displayName: 'Lan Anh', password: 'mat-khau-1', email: '', phone: '', referralCode: '' };

describe('validateLogin', () => {
  it('asks for both fields when they are empty', () => {
    expect(validateLogin({ username: '  ', password: '' })).toEqual({
      username: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
  });

  it('accepts any non-empty username and password, as the login endpoint does', () => {
    expect(validateLogin({ username: 'demo', password: 'x' })).toEqual({});
  });
});

describe('validateRegister', () => {
  it('accepts a valid form with no email', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('names the minimum length of a short username and password', () => {
    const errors = validateRegister({ ...valid, username: 'ab', password: 'short' });
    expect(errors.username).toEqual({ key: 'validation.tooShort', values: { min: USER_LIMITS.usernameMin } });
    expect(errors.password).toEqual({ key: 'validation.tooShort', values: { min: USER_LIMITS.passwordMin } });
  });

  it('names the maximum length of a long display name', () => {
    const errors = validateRegister({ ...valid, displayName: 'x'.repeat(USER_LIMITS.displayNameMax + 1) });
    expect(errors.displayName).toEqual({ key: 'validation.tooLong', values: { max: USER_LIMITS.displayNameMax } });
  });

  it('refuses accents and spaces in a username', () => {
    expect(validateRegister({ ...valid, username: 'lan anh' }).username).toEqual({ key: 'validation.usernameChars' });
    expect(validateRegister({ ...valid, username: 'đức' }).username).toEqual({ key: 'validation.usernameChars' });
  });

  it('checks the email only when one is given', () => {
    expect(validateRegister({ ...valid, email: 'lan@' }).email).toEqual({ key: 'validation.email' });
    expect(validateRegister({ ...valid, email: '   ' }).email).toBeUndefined();
  });

  it.each([
    valid,
    { ...valid, username: ' lan_anh ' },
    { ...valid, username: 'ab' },
    { ...valid, username: 'a'.repeat(USER_LIMITS.usernameMax + 1) },
    { ...valid, username: 'lan-anh' },
    { ...valid, displayName: '   ' },
    { ...valid, password: 'x'.repeat(USER_LIMITS.passwordMin - 1) },
    { ...valid, password: ' '.repeat(USER_LIMITS.passwordMin) },
    { ...valid, email: 'lan@example.vn' },
    { ...valid, email: 'not-an-email' },
  ])('agrees with the register contract on %o', (values) => {
    expect(hasErrors(validateRegister(values))).toBe(!register.body.safeParse(registerBody(values)).success);
  });
});

describe('the product password rules in the sign-up form', () => {
  it('leaves common and easily guessed passwords to the server, which holds the dictionary', () => {
    expect(validateRegister({ ...valid, password: 'Password123' }).password).toBeUndefined();
  });

  it('refuses a password that contains the username, in any case', () => {
    expect(validateRegister({ ...valid, password: 'LAN_ANH.92' }).password).toEqual({ key: 'validation.passwordSameAsUsername' });
    expect(validateRegister({ ...valid, password: 'i-am-lan_anh.92!' }).password).toEqual({ key: 'validation.passwordSameAsUsername' });
  });

  it('checks the phone only when one is given, and sends phone and invite code only when filled', () => {
    expect(validateRegister({ ...valid, phone: '09-12' }).phone).toEqual({ key: 'validation.phone' });
    expect(validateRegister({ ...valid, phone: ' 0901234567 ' }).phone).toBeUndefined();
    expect(registerBody({ ...valid, phone: ' 0901234567 ', referralCode: ' ABC123 ' })).toMatchObject({ phone: '0901234567', referralCode: 'ABC123' });
    expect(registerBody(valid)).not.toHaveProperty('phone');
    expect(registerBody(valid)).not.toHaveProperty('referralCode');
  });
});
