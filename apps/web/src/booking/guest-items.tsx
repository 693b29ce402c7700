import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { GuestDerived } from '@sabai/booking-rules';
import { Money } from '@sabai/ui';
import visit from './visit.module.css';
import { oneOrOther } from '@sabai/i18n';

export interface GuestItemsProps {
  guestNo: number;
  /** The guest's list as the rules read it, or null while it cannot be read (nothing chosen yet). */
  derived: GuestDerived | null;
}

/**
 * What the guest has so far at catalogue prices, for display only (the server prices the booking,
 * docs/product-rules.md, Pricing), with the items every guest gets (a locker set) shown where they are
 * added. Before a treatment is chosen, a plain hint instead of an empty list and ฿0.00.
 */
export function GuestItems({ guestNo, derived }: GuestItemsProps) {
  const { t } = useLingui();
  if (!derived || derived.chosenCount === 0) {
    return (
      <p className={visit.missing} data-testid="guest-hint">
        {t`Choose a treatment for guest ${guestNo}`}
      </p>
    );
  }
  const count = derived.chosenCount;
  return (
    <section className={visit.items} aria-labelledby={`guest-items-${guestNo}`} data-testid="guest-items">
      <h3 id={`guest-items-${guestNo}`}>{t`Guest ${guestNo} has`}</h3>
      <ul>
        {derived.items.map((item) => (
          <li
            key={item.id}
            data-testid="guest-item"
            data-product={item.productId}
            data-forced={item.isForceSelect}
          >
            <span>
              {item.name}
              {item.isForceSelect && (
                <span className={visit.added}>
                  <Trans>Added for every guest</Trans>
                </span>
              )}
            </span>
            <Money amount={item.priceSatang / 100} />
          </li>
        ))}
      </ul>
      <p className={visit.subtotal} data-testid="guest-subtotal">
        <span>
          {/* A select on our own one/other, not a plural, which would build the page's first Intl formatter at
              the first treatment chosen (docs/decisions.md, "Dates and amounts without Intl"). */}
          <Select value={oneOrOther(count)} _one={`${count} treatment`} other={`${count} treatments`} />
        </span>
        <Money amount={derived.totalPriceSatang / 100} />
      </p>
    </section>
  );
}
