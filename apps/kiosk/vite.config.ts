import { mergeConfig } from 'vite';
import { appConfig } from '../../tools/vite/app-config';

export default mergeConfig(appConfig({ root: import.meta.dirname, base: '/kiosk/', name: 'kiosk' }), {
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first screen needs, in two files: the libraries (React, urql, jotai, Lingui) and our own
          // shared modules. Left to automatic chunking they came as 13 small files, whose response headers and
          // separate compression cost more than their bytes (see docs/decisions.md, "Initial chunks grouped").
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
            { name: 'shared', test: /libs[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
