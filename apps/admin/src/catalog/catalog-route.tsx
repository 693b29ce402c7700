// /admin/catalog, /admin/catalog/new and /admin/catalog/:id, the brand's products, a new one and one product's
// edit, in their own chunk (docs/architecture.md, Code splitting).
export { CatalogPage } from './catalog-page';
export { NewProductPage } from './new-product-page';
export { ProductPage } from './product-page';
