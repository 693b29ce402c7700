// Compresses the built assets once, at the build (docs/architecture.md, Serving the apps): a .br (brotli at its
// best, 11) and a .gz (gzip 9) beside each text asset, which the server sends as they are to a browser that
// accepts them. No request pays for compressing a static file, and brotli 11 is a size no server could
// afford per request (about 14% less JavaScript than the on-the-fly brotli it replaces).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Fonts and images are compressed already; index.html is filled in per request by the server.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|txt)$/;
/**
 * Below this a compressed copy saves less than its headers cost (Content-Encoding, Vary: some 40 bytes). The
 * first screen loads half a dozen chunks of 200-900 bytes, which brotli 11 halves; at 1024 they were left to
 * the server's on-the-fly compression.
 */
const MIN_BYTES = 128;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else yield file;
  }
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir` that they make smaller. */
export function precompressFolder(dir: string): number {
  let written = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    for (const [ending, copy] of [
      ['br', br],
      ['gz', gz],
    ] as const) {
      if (copy.length >= data.length) continue;
      writeFileSync(`${file}.${ending}`, copy);
      written += 1;
    }
  }
  return written;
}

/** The Vite plugin: once the bundle is written, its assets get their compressed copies. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sabai-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressFolder(path.join(outDir, 'assets'));
    },
  };
}
