import { mergeConfig } from 'vite';
import { appConfig, initialChunkGroups } from '../../tools/vite/app-config';

export default mergeConfig(
  appConfig({ root: import.meta.dirname, base: '/', name: 'web' }),
  initialChunkGroups,
);
