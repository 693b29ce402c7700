// /admin/catalog and /admin/catalog/:id, the brand's products and one product's edit, in their own chunk
// (docs/architecture.md, Code splitting).
export { CatalogPage } from './catalog-page';
export { ProductPage } from './product-page';
