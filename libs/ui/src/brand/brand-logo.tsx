import { brandAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';

/** The resolved brand's logo, named by the brand for screen readers. */
export function BrandLogo({ height = 40, className }: { height?: number; className?: string | undefined }) {
  const brand = useAtomValue(brandAtom);
  if (!brand) return null;
  return (
    <img src={brand.logo} alt={brand.name} height={height} className={className} style={{ width: 'auto' }} />
  );
}
