import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { problem, problemCodes, resultOf } from './problems.js';

describe('problems', () => {
  it('builds a problem from a code and its parameters', () => {
    expect(problem('too_many_guests', { max: 6, count: 7 })).toEqual({
      code: 'too_many_guests',
      params: { max: 6, count: 7 },
    });
  });

  it('turns problems into a failure and none into a success', () => {
    expect(resultOf([problem('branch_required', {})], { x: 1 })).toEqual({
      ok: false,
      problems: [{ code: 'branch_required', params: {} }],
    });
    expect(resultOf([], { x: 1 })).toEqual({ ok: true, x: 1 });
  });

  it('lists every code once', () => {
    expect(new Set(problemCodes).size).toBe(problemCodes.length);
    expect(problemCodes.length).toBeGreaterThan(40);
  });

  it('documents every code in the README table', () => {
    const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Problem codes'));
    const documented = [...table.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]);
    expect([...documented].sort()).toEqual([...problemCodes].sort());
  });
});
