import { describe, expect, it } from 'vitest';
import { strengthProblem } from './password-strength';

describe('password strength', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'Password1', 'P@ssw0rd', 'iloveyou'])('calls %s common', async (password) => {
    expect(await strengthProblem(password, 'lan_anh')).toBe('common');
  });

  it.each(['PassWord123', 'matkhau123', 'abcdefgh1', 'football2024'])('calls %s too easy to guess', async (password) => {
    expect(await strengthProblem(password, 'lan_anh')).toBe('weak');
  });

  it('counts the username as a word a guesser tries first', async () => {
    expect(await strengthProblem('hoangminh88', 'hoangminh')).toBe('weak');
  });

  it.each(['violet-lantern-42', 'copper-kettle-77', 'granite-harbour-3'])('accepts %s', async (password) => {
    expect(await strengthProblem(password, 'lan_anh')).toBeNull();
  });
});
