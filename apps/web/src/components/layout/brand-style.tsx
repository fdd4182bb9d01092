import { type BrandConfig, getBrandCssVariables } from '@forecourt/core/brand';

/**
 * The site's brand as CSS variables on :root, so portals (dialogs, toasts) are themed too.
 * Values are validated by the config schema (hex colours, integers, fixed font stacks).
 */
export function BrandStyle({ siteSlug, brand }: { siteSlug: string; brand: BrandConfig }) {
  const declarations = Object.entries(getBrandCssVariables(brand))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return (
    <style href={`brand-${siteSlug}`} precedence="high">
      {`:root{${declarations}}`}
    </style>
  );
}
