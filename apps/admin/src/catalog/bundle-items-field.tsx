// A package's items in order (docs/product-rules.md, The catalogue in admin): added from the brand's treatments
// and onsen fees, moved up or down, removed. The server judges the order by the onsen rules when it is saved.
import { useLingui } from '@lingui/react/macro';
import type { CatalogProductFieldsFragment } from '@sabai/graphql/staff';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';
import styles from './catalog.module.css';

/** What a package may hold: single products that are not added to every guest anyway. */
const mayBeItem = (p: CatalogProductFieldsFragment) =>
  (p.type === 'treatment' || p.type === 'onsen_fee') && !p.is_force_select;

interface ItemsProps {
  items: string[];
  nameOf: (id: string) => string;
  onChange: (items: string[]) => void;
}

function ItemList({ items, nameOf, onChange }: ItemsProps) {
  const { t } = useLingui();
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    onChange(next);
  };
  if (items.length === 0) return <p>{t`No items yet: a package holds at least two.`}</p>;
  return (
    <ol className={styles.items}>
      {items.map((id, i) => {
        const name = nameOf(id);
        return (
          <li key={id}>
            <span>{name}</span>
            <button
              type="button"
              onClick={() => move(i, i - 1)}
              disabled={i === 0}
              aria-label={t`Move ${name} earlier`}
            >
              ↑
            </button>
            <button
              type="button"
              onClick={() => move(i, i + 1)}
              disabled={i === items.length - 1}
              aria-label={t`Move ${name} later`}
            >
              ↓
            </button>
            <button
              type="button"
              onClick={() => onChange(items.filter((item) => item !== id))}
              aria-label={t`Remove ${name}`}
            >
              {t`Remove`}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function AddItem({
  candidates,
  onAdd,
}: {
  candidates: CatalogProductFieldsFragment[];
  onAdd: (id: string) => void;
}) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [adding, setAdding] = useState('');
  const chosen = candidates.some((p) => p.id === adding) ? adding : (candidates[0]?.id ?? '');
  if (candidates.length === 0) return null;
  return (
    <div className={styles.addItem}>
      <label htmlFor="bundle-add">{t`Item to add`}</label>
      <select id="bundle-add" value={chosen} onChange={(event) => setAdding(event.target.value)}>
        {candidates.map((p) => (
          <option key={p.id} value={p.id}>
            {p.code} · {p.name[locale]}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onAdd(chosen)}>
        {t`Add item`}
      </button>
    </div>
  );
}

export function BundleItemsField({
  products,
  selfId,
}: {
  products: CatalogProductFieldsFragment[];
  selfId?: string;
}) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { watch, setValue } = useFormContext<ProductFormValues>();
  const items = watch('bundle_item_ids');
  const set = (next: string[]) => setValue('bundle_item_ids', next, { shouldDirty: true });
  const nameOf = (id: string) => products.find((p) => p.id === id)?.name[locale] ?? id;
  const minutes = items.reduce((sum, id) => sum + (products.find((p) => p.id === id)?.duration ?? 0), 0);
  return (
    <fieldset className={styles.group}>
      <legend>{t`Items, in the order of the visit`}</legend>
      <ItemList items={items} nameOf={nameOf} onChange={set} />
      <p role="status">{t`The package lasts ${minutes} minutes, its items' time.`}</p>
      <AddItem
        candidates={products.filter((p) => mayBeItem(p) && p.id !== selfId && !items.includes(p.id))}
        onAdd={(id) => set([...items, id])}
      />
    </fieldset>
  );
}
