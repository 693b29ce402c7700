import { normalizeHost, resolveBrand } from './resolve-brand';

const brands = [
  { id: 'yuzen', hosts: ['localhost', 'yuzen.example'] },
  { id: 'baansabai', hosts: ['127.0.0.1', 'baansabai.example'] },
];

describe('normalizeHost', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['YUZEN.Example.', 'yuzen.example'],
    ['https://baansabai.example:8443/book', 'baansabai.example'],
    ['[::1]:3000', '[::1]'],
    ['', ''],
    ['evil host', ''],
    ['a'.repeat(300), ''],
  ])('%s -> %s', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });
});

describe('resolveBrand', () => {
  it.each([
    ['localhost:3000', 'yuzen'],
    ['127.0.0.1:3000', 'baansabai'],
    ['baansabai.example', 'baansabai'],
    ['unknown.example', 'yuzen'],
    ['bad host!', 'yuzen'],
    [undefined, 'yuzen'],
  ])('host %s is brand %s', (host, id) => {
    expect(resolveBrand(brands, host)?.id).toBe(id);
  });

  it('has no brand to give when there are none', () => {
    expect(resolveBrand([], 'localhost')).toBeUndefined();
  });
});
