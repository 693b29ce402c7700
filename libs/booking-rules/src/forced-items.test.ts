import { forcedProductIds, includeForcedItems } from './forced-items.js';
import { aCatalog, anOnsenFee, aProduct } from './testing/builders.js';

const catalog = aCatalog({
  products: [aProduct(), anOnsenFee({ isForceSelect: true }), aProduct({ id: 'towel', isForceSelect: true })],
});

describe('force-select items are always included', () => {
  it('lists them in catalog order', () => {
    expect(forcedProductIds(catalog)).toEqual(['onsen', 'towel']);
  });

  it.each([
    [[], ['onsen', 'towel']],
    [['thai-massage'], ['onsen', 'towel', 'thai-massage']],
    [
      ['thai-massage', 'onsen'],
      ['towel', 'thai-massage', 'onsen'],
    ],
    [
      ['towel', 'onsen'],
      ['towel', 'onsen'],
    ],
  ])('%j -> %j', (treatments, expected) => {
    expect(includeForcedItems(treatments, catalog)).toEqual(expected);
    expect(includeForcedItems(expected, catalog)).toEqual(expected);
  });
});
