// The demo data: two brands on two hosts (SEED_HOSTS), every kind of product, in en, th and zh.
import { baanSabai } from './baansabai.seed';
import type { SeedBrand } from './seed-types';
import { yuzen } from './yuzen.seed';

export const seedBrands: SeedBrand[] = [yuzen, baanSabai];
