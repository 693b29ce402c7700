// The words of a product's type in the back office's catalogue.
import { useLingui } from '@lingui/react/macro';
import type { CatalogProductType } from '@sabai/graphql/staff';

export function useProductTypeLabel(): (type: CatalogProductType) => string {
  const { t } = useLingui();
  const labels: Record<CatalogProductType, string> = {
    treatment: t`Treatment`,
    package: t`Package`,
    course_treatment: t`Course treatment`,
    onsen_fee: t`Onsen fee`,
  };
  return (type) => labels[type];
}
