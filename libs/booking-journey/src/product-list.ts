// Filtering, sorting and searching the branch's menu (docs/product-rules.md, Treatments and the onsen). Pure,
// for the picker.
import type { ProductDraft } from '@sabai/state';
import type { ApiBranch, ApiProduct } from './catalog';

type Filter = ApiBranch['product_filter'][number];

export function visibleProducts(
  products: readonly ApiProduct[],
  filters: readonly Filter[],
  state: Pick<ProductDraft, 'filter' | 'sort' | 'search'>,
): ApiProduct[] {
  const filter = filters.find((f) => f.id === state.filter);
  const query = state.search.trim().toLocaleLowerCase();
  const list = products.filter(
    (p) =>
      // Forced items are added by themselves; course items belong to members' courses (#6).
      !p.is_force_select &&
      p.type !== 'course_treatment' &&
      (!filter || p.tags.some((tag) => filter.tags.includes(tag))) &&
      (!query ||
        p.name.toLocaleLowerCase().includes(query) ||
        p.description.toLocaleLowerCase().includes(query) ||
        p.bundle.some((item) => item.name.toLocaleLowerCase().includes(query))),
  );
  switch (state.sort) {
    case 'price_asc':
      return list.sort((a, b) => a.price - b.price);
    case 'price_desc':
      return list.sort((a, b) => b.price - a.price);
    case 'duration':
      return list.sort((a, b) => a.duration - b.duration);
    case 'name':
      return list.sort((a, b) => a.name.localeCompare(b.name));
    case 'default':
      return list;
  }
}
