// Scenario builders for the booking components: a product reads in one line.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ApiProduct } from '@sabai/booking-journey';
import { aProduct as aJourneyProduct } from '@sabai/booking-journey/testing';
import { aGuest, type GuestDraft } from '@sabai/state';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';

/** A menu item named after its id, at ฿500 unless told: the journey's product with the web tests' defaults. */
export function aProduct(overrides: Partial<ApiProduct> & Pick<ApiProduct, 'id'>): ApiProduct {
  return aJourneyProduct({ name: overrides.id, price: 500, code: overrides.id.toUpperCase(), ...overrides });
}

export const onsen = aProduct({
  id: 'onsen',
  name: 'Onsen 60',
  price: 450,
  tags: ['onsen'],
  type: 'onsen_fee',
  is_onsen_fee: true,
});
export const thai = aProduct({ id: 'thai', name: 'Thai Massage', price: 650, tags: ['massage'] });
export const oil = aProduct({
  id: 'oil',
  name: 'Oil Massage',
  price: 1500,
  duration: 90,
  tags: ['massage'],
  is_use_oil_material: true,
});
export const akasuri = aProduct({
  id: 'akasuri',
  name: 'Akasuri Scrub',
  price: 690,
  duration: 30,
  tags: ['scrub', 'akasuri'],
  is_must_after_onsen: true,
});
export const ritual = aProduct({
  id: 'ritual',
  name: 'Signature Ritual',
  price: 2390,
  duration: 240,
  type: 'package',
  tags: ['package'],
  bundle: [
    {
      id: 'b1',
      name: 'Onsen bathing',
      duration: 120,
      type: 'onsen_fee',
      is_onsen_fee: true,
      is_use_oil_material: false,
      is_must_after_onsen: false,
    },
    {
      id: 'b2',
      name: 'Aroma oil massage',
      duration: 90,
      type: 'treatment',
      is_onsen_fee: false,
      is_use_oil_material: true,
      is_must_after_onsen: false,
    },
  ],
});

export const guestWith = (...treatments: string[]): GuestDraft => ({ ...aGuest(1), treatments });

export function renderWithProviders(ui: ReactElement) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  return render(
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </Provider>,
  );
}
