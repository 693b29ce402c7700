// Preload hints for the chunks of the page a request opens. An app ships `route-chunks.json` (path prefix
// -> the source module its router loads lazily there); Vite's manifest names the built files. Without the
// hints the browser learns of a route's chunk only after the entry script has run: one round trip more
// before the first paint of /book on a phone.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

export type RoutePreloads = (pathname: string) => string;

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/**
 * The files a chunk needs, without those of the entry (already in the page): its module first, its style sheets
 * after those of its imports, the order in which Vite's loader applies them (the page inlines them in that order).
 */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || skip.has(chunk.file) || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, skip, into);
  for (const css of chunk.css ?? []) if (!skip.has(css)) into.add(css);
}

/** Builds the hint writer of an app folder; pages get no hints when the app ships no route map. */
export function routePreloads(dir: string, prefix: string): RoutePreloads {
  const manifest = readJson<Manifest>(path.join(dir, '.vite', 'manifest.json'));
  // A path's module, or its modules: a page that goes on to another at once preloads both (/book/ext).
  const routes = readJson<Record<string, string | string[]>>(path.join(dir, 'route-chunks.json'));
  if (!manifest || !routes) return () => '';

  const inPage = new Set<string>();
  for (const chunk of Object.values(manifest).filter((c) => c.isEntry)) {
    chunkFiles(
      manifest,
      Object.keys(manifest).find((k) => manifest[k] === chunk) as string,
      new Set(),
      inPage,
    );
  }
  const byPrefix = Object.entries(routes)
    .map(([route, sources]) => {
      const files = new Set<string>();
      for (const source of [sources].flat()) chunkFiles(manifest, source, inPage, files);
      const tags = [...files]
        .map((file) =>
          file.endsWith('.css')
            ? `<link rel="preload" as="style" href="${prefix}${file}">`
            : `<link rel="modulepreload" crossorigin href="${prefix}${file}">`,
        )
        .join('');
      return { route, tags };
    })
    // The longest matching prefix wins: '/book/confirm' before '/book'.
    .sort((a, b) => b.route.length - a.route.length);

  return (pathname) =>
    byPrefix.find(({ route }) =>
      route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`),
    )?.tags ?? '';
}
