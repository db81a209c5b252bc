import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** One readable line per problem, each starting with the field: "pageSize: must be ≤ 200". */
export function formatIssues(issues: readonly Issue[], root: 'query' | 'body'): string {
  return issues.flatMap((issue) => {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `${field ? `${field}.` : ''}${key}: unknown field`);
    }
    return [`${field || root}: ${problem(issue)}`];
  }).join('; ');
}

function problem(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : `expected ${issue.expected === 'int' ? 'integer' : issue.expected}`;
    case 'too_big':
      return bound(issue.origin, issue.inclusive ? '≤' : '<', 'at most', Number(issue.maximum), issue.message);
    case 'too_small':
      return bound(issue.origin, issue.inclusive ? '≥' : '>', 'at least', Number(issue.minimum), issue.message);
    case 'invalid_value':
      if (issue.input === undefined) return 'required';
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      if (issue.format === 'regex') return issue.message.startsWith('Invalid string') ? 'has an invalid format' : issue.message;
      return `must be a valid ${issue.format}`;
    default:
      return issue.message;
  }
}

function bound(origin: string, sign: string, words: string, limit: number, fallback: string): string {
  if (origin === 'number' || origin === 'int' || origin === 'bigint') return `must be ${sign} ${limit}`;
  if (origin === 'string') return `must have ${words} ${limit} characters`;
  if (origin === 'array' || origin === 'set') return `must have ${words} ${limit} items`;
  return fallback;
}
