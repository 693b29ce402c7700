// Pages are compressed once per content, and each request gets the encoding its browser accepts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AppPageCache, pageEncoding } from './app-page-cache';

const page = (text: string) => async () => ({
  html: `<html>${text.repeat(200)}</html>`,
  csp: "default-src 'self'",
});

describe('AppPageCache', () => {
  it('makes a page once per brand record and key, and compresses the same content once', async () => {
    const cache = new AppPageCache();
    const [brand, reloaded] = [{ id: 'yuzen' }, { id: 'yuzen' }];
    const make = jest.fn(page('Yuzen'));
    const first = await cache.get(brand, '/ en', make);
    expect(await cache.get(brand, '/ en', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(brotliDecompressSync(first.br).toString()).toBe(first.html.toString());
    expect(gunzipSync(first.gzip).toString()).toBe(first.html.toString());

    // The brand list reloaded unchanged: the page is made again, its compressed copies are the ones kept.
    const again = await cache.get(reloaded, '/ en', make);
    expect(make).toHaveBeenCalledTimes(2);
    expect(again.br).toBe(first.br);
    // Changed content is compressed anew.
    const changed = await cache.get(reloaded, '/ th', page('ยูเซ็น'));
    expect(changed.br).not.toBe(first.br);
    expect(brotliDecompressSync(changed.br).toString()).toContain('ยูเซ็น');
  });

  it('tries again after a page that could not be made', async () => {
    const cache = new AppPageCache();
    const brand = { id: 'yuzen' };
    await expect(cache.get(brand, '/', () => Promise.reject(new Error('no catalog')))).rejects.toThrow();
    await expect(cache.get(brand, '/', page('ok'))).resolves.toMatchObject({ csp: "default-src 'self'" });
  });
});

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['identity', null],
    [undefined, null],
    ['BR', 'br'],
    ['gzip;q=0', null],
  ])('%s -> %s', (header, encoding) => {
    expect(pageEncoding(header)).toBe(encoding);
  });
});
