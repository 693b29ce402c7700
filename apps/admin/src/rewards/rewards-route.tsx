// /admin/rewards, in its own chunk (docs/architecture.md, Code splitting).
export { RewardsPage } from './rewards-page';
