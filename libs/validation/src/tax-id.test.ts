import { isThaiTaxId } from './tax-id';

describe('Thai tax id checksum', () => {
  it.each([
    ['0105536092641', true],
    ['1-1037-00004-31-9', true],
    ['1-1037-00004-31-3', false],
    ['0105536092640', false],
    ['010553609264', false],
    ['abcdefghijklm', false],
  ])('%s is %s', (id, valid) => {
    expect(isThaiTaxId(id)).toBe(valid);
  });
});
