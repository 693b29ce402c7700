import { rulesCatalog } from '@sabai/booking-journey';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  akasuri,
  guestWith,
  oil,
  onsen,
  renderWithProviders,
  ritual,
  thai,
} from '../testing/booking-fixtures';
import { TreatmentPicker, type TreatmentPickerProps } from './treatment-picker';

const products = [onsen, thai, oil, akasuri, ritual];
const filters = [
  { id: 'f-onsen', name: 'Onsen', tags: ['onsen'] },
  { id: 'f-massage', name: 'Massage', tags: ['massage'] },
];

function renderPicker(overrides: Partial<TreatmentPickerProps> = {}) {
  const props: TreatmentPickerProps = {
    guest: guestWith(),
    products,
    filters,
    catalog: rulesCatalog(products),
    view: { filter: null, sort: 'default', search: '' },
    onViewChange: jest.fn(),
    onTreatmentsChange: jest.fn(),
    ...overrides,
  };
  renderWithProviders(<TreatmentPicker {...props} />);
  return props;
}

const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('TreatmentPicker', () => {
  it('shows the filter of the branch, and only its products when chosen', () => {
    const props = renderPicker({ view: { filter: 'f-massage', sort: 'default', search: '' } });
    expect(names()).toEqual(['Thai Massage', 'Oil Massage']);
    expect(screen.getByRole('button', { name: 'Massage' })).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('button', { name: 'Onsen' }).click();
    expect(props.onViewChange).toHaveBeenCalledWith({ filter: 'f-onsen' });
  });

  it.each([
    ['price_asc', ['Onsen 60', 'Thai Massage', 'Akasuri Scrub', 'Oil Massage', 'Signature Ritual']],
    ['price_desc', ['Signature Ritual', 'Oil Massage', 'Akasuri Scrub', 'Thai Massage', 'Onsen 60']],
    ['name', ['Akasuri Scrub', 'Oil Massage', 'Onsen 60', 'Signature Ritual', 'Thai Massage']],
  ] as const)('sorts by %s', (sort, expected) => {
    renderPicker({ view: { filter: null, sort, search: '' } });
    expect(names()).toEqual(expected);
  });

  it('searches names, descriptions and package contents', () => {
    renderPicker({ view: { filter: null, sort: 'default', search: 'aroma' } });
    expect(names()).toEqual(['Signature Ritual']);
  });

  it('adds and removes a treatment for the guest', async () => {
    const props = renderPicker({ guest: guestWith('onsen') });
    await userEvent.click(screen.getByRole('button', { name: 'Add Thai Massage' }));
    expect(props.onTreatmentsChange).toHaveBeenCalledWith(['onsen', 'thai']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Onsen 60' }));
    expect(props.onTreatmentsChange).toHaveBeenLastCalledWith([]);
  });

  it('shows the contents of a package', () => {
    renderPicker();
    const item = screen.getByRole('heading', { name: 'Signature Ritual' }).closest('li') as HTMLElement;
    expect(within(item).getByText('Package contents')).toBeInTheDocument();
    expect(within(item).getByText(/Aroma oil massage/)).toBeInTheDocument();
  });

  it('disables an item the rules refuse, and says why', () => {
    // A must-after-onsen treatment without oil turns the onsen fee items off (docs/product-rules.md,
    // Treatments and the onsen).
    renderPicker({ guest: guestWith('akasuri') });
    const add = screen.getByRole('button', { name: 'Add Onsen 60' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/onsen/i);
    expect(screen.getByRole('button', { name: 'Add Thai Massage' })).toBeEnabled();
  });
});
