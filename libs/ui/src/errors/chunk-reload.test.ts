import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('chunk load failures', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/home-1.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['plain string', false],
  ])('recognises %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('reloads once, then not again within 60 s', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadAfterChunkError(storage, 1_000_000, reload)).toBe(true);
    expect(reloadAfterChunkError(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloadAfterChunkError(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
