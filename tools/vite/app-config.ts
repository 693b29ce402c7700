// Vite settings shared by the web, kiosk and admin apps: the Lingui macro through Babel (Vite 8's React plugin
// has no babel option), workspace path aliases from tsconfig, and the build into dist/apps/<name>.
import babel from '@rolldown/plugin-babel';
import { precompress } from './precompress';
import { stripDefaultMessages } from './strip-default-messages';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';

export interface AppConfigOptions {
  /** The app's folder (where index.html is). */
  root: string;
  /** URL prefix the server mounts the app under. */
  base: string;
  name: string;
}

/**
 * The first screen's modules in two files: the libraries every page starts with (React, the router, urql, jotai,
 * Lingui) and our own shared modules. Left to automatic chunking they were split by which lazy routes share them
 * into many small files that every page loads anyway, which compress worse (docs/decisions.md, "Initial chunks
 * grouped"). Lazy routes keep chunks of their own.
 */
export const initialChunkGroups = {
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
            { name: 'shared', test: /libs[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

/** A CSS module class's name: its own and a hash of its file's path, stable from build to build. */
function scopedName(name: string, filename: string): string {
  const file = path.relative(import.meta.dirname, filename.split('?')[0] ?? filename);
  return `${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 5)}`;
}

export function appConfig({ root, base, name }: AppConfigOptions): UserConfig {
  return defineConfig({
    root,
    base,
    plugins: [
      babel({
        plugins: ['@lingui/babel-plugin-lingui-macro'],
        // Only our sources use the macro; node_modules stay untouched (and fast).
        include: [/\/(apps|libs)\/[^/]+\/src\/.*\.[jt]sx?$/],
      }),
      react(),
      stripDefaultMessages(),
      precompress(),
    ],
    resolve: { tsconfigPaths: true },
    // Shorter class names for CSS modules in production: a module's map of names ships in its chunk (the
    // layout's is on every first page). The class's own name and its file's hash, which repeats within a file
    // and so compresses well ('shell_c6fa6' where Vite writes '_shell_c6fa6_1').
    css: { modules: process.env['NODE_ENV'] === 'production' ? { generateScopedName: scopedName } : {} },
    build: {
      outDir: path.resolve(root, '../../dist/apps', name),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // The server reads it to preload the chunks of the page a request opens (route-preloads.ts).
      manifest: true,
      // No polyfill for <link rel="modulepreload"> in the entry chunk (0.3 KB on every first page): the browsers
      // of ES2022 have it, except Safari before 17, which then fetches each module when it is imported.
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      // Seven characters of hash, not eight: the entry names every lazy file (Vite's map of a route's files), and
      // random characters do not compress. Rolldown asks for seven at the least for this number of chunks.
      rolldownOptions: {
        output: {
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
        },
      },
    },
    server: {
      proxy: {
        '/graphql': 'http://localhost:3000',
        '/admin/graphql': 'http://localhost:3000',
        '/api': 'http://localhost:3000',
        '/brand-assets': 'http://localhost:3000',
      },
    },
  });
}
