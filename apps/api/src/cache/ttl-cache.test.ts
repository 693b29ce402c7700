import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('serves a value until its time is up, then loads again', async () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = jest.fn(async () => now);
    expect(await cache.get('a', load)).toBe(0);
    now = 999;
    expect(await cache.get('a', load)).toBe(0);
    now = 1000;
    expect(await cache.get('a', load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses and does not keep failures', async () => {
    const cache = new TtlCache<string>(1000);
    const load = jest.fn(async () => 'v');
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.get('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
  });

  it('keeps no value that a load begun before a clear brings back', async () => {
    const cache = new TtlCache<string>(10_000);
    let finish: (value: string) => void = () => undefined;
    const stale = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('old');
    expect(await stale).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('stays within its size, dropping the oldest entry', async () => {
    const cache = new TtlCache<number>(10_000, 2);
    const load = jest.fn(async () => 1);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('b', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
