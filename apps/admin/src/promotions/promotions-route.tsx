// /admin/promotions and /admin/promotions/:code, in their own chunk (docs/architecture.md, Code splitting).
export { PromotionPage } from './promotion-page';
export { PromotionsPage } from './promotions-page';
