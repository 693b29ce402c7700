// A deploy replaces hashed chunks; a tab opened before it fails to load the next route. Reload once to get
// the new build, but not again within 60 s, so a real outage cannot cause a reload loop
// (docs/product-rules.md, Screens and routes).
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'sabai:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page when allowed; returns whether it did. */
export function reloadAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
