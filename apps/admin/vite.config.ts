import { appConfig } from '../../tools/vite/app-config';

export default appConfig({ root: import.meta.dirname, base: '/admin/', name: 'admin' });
