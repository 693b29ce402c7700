import { chooseKioskBranch } from './kiosk-branch';

const branches = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('chooseKioskBranch', () => {
  it.each([
    ['the URL wins', 'b', 'c', 'b'],
    ['the remembered branch without a URL', null, 'c', 'c'],
    ['the first branch when nothing is given', null, null, 'a'],
    ['the remembered branch when the URL names no branch', 'zzz', 'c', 'c'],
    ['the first branch when both are stale', 'zzz', 'yyy', 'a'],
  ])('%s', (_, fromUrl, remembered, expected) => {
    expect(chooseKioskBranch(branches, fromUrl, remembered)?.id).toBe(expected);
  });

  it('has nothing to choose from an empty list', () => {
    expect(chooseKioskBranch([], 'a', 'b')).toBeUndefined();
  });
});
