import { mergeConfig } from 'vite';
import { appConfig } from '../../tools/vite/app-config';

export default mergeConfig(appConfig({ root: import.meta.dirname, base: '/', name: 'web' }), {
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page starts with (React, the router, urql, jotai, Lingui) in one file.
          // Left to automatic chunking they were split by which lazy routes share them into 4 files that
          // every page loads anyway, which compress worse: 2.6 KB gzip more for the same modules.
          // Our own shared modules that every page starts with likewise in one file ("Initial chunks grouped").
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
            { name: 'shared', test: /libs[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
