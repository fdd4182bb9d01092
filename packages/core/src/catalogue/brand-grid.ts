import { toSlug } from '../text/slug.ts';

/** The brand-grid sections (spec 1 §2 Group-site widgets), in the order they are shown. */
export const brandGridSectionTitles = [
  'Car Brands',
  'Motorcycle Brands',
  'Truck Brands',
  'Our Brands',
] as const;
export type BrandGridSectionTitle = (typeof brandGridSectionTitles)[number];

/** Which kind section a catalogue make belongs to; caravan makes have none. */
const kindSection: Readonly<Record<string, BrandGridSectionTitle>> = {
  car: 'Car Brands',
  motorcycle: 'Motorcycle Brands',
  truck: 'Truck Brands',
};

export interface BrandGridMaker {
  name: string;
  slug: string;
  /** car, motorcycle, truck or caravan (the catalogue's manufacturers.vehicleKind). */
  vehicleKind: string;
  logoUrl: string | null;
}

export interface BrandGridInput {
  /** The platform's make list. */
  manufacturers: readonly BrandGridMaker[];
  /** Makes in the site's listed stock now, with how many cars each (the make facet). */
  stock: readonly { make: string; count: number }[];
  /** The makes the group's dealerships hold a franchise for (their visible locations' makes). */
  franchiseMakes: readonly string[];
}

export interface BrandGridBrand {
  name: string;
  slug: string;
  logoUrl: string | null;
  /** Cars of this make the site lists now. */
  count: number;
  /** One of Our Brands: the group sells it new, so it has a brand overview page. */
  ours: boolean;
}

export interface BrandGridSection {
  title: BrandGridSectionTitle;
  brands: BrandGridBrand[];
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * Groups a group site's brands into the four brand-grid sections. A brand is on the grid when
 * the site lists stock of it or one of its dealerships holds its franchise. Car, Motorcycle
 * and Truck Brands hold every such brand by its catalogue kind (a make missing from the
 * catalogue counts as a car; caravan makes have no kind section); Our Brands holds the
 * franchise makes, whatever their kind, so a brand can appear twice. Sections are sorted by
 * name, and empty sections are left out.
 */
export function groupBrandGrid({
  manufacturers,
  stock,
  franchiseMakes,
}: BrandGridInput): BrandGridSection[] {
  const catalogue = new Map(manufacturers.map((maker) => [key(maker.name), maker]));
  const counts = new Map<string, number>();
  for (const { make, count } of stock)
    if (count > 0) counts.set(key(make), (counts.get(key(make)) ?? 0) + count);
  const ours = new Set(franchiseMakes.map(key));
  const brands = new Map<string, { brand: BrandGridBrand; kind: string }>();
  for (const name of [...stock.map((item) => item.make), ...franchiseMakes]) {
    const k = key(name);
    if (brands.has(k) || (!counts.has(k) && !ours.has(k))) continue;
    const maker = catalogue.get(k);
    brands.set(k, {
      kind: maker?.vehicleKind ?? 'car',
      brand: {
        name: maker?.name ?? name.trim(),
        slug: maker?.slug ?? toSlug(name),
        logoUrl: maker?.logoUrl ?? null,
        count: counts.get(k) ?? 0,
        ours: ours.has(k),
      },
    });
  }
  const byName = (a: BrandGridBrand, b: BrandGridBrand) => a.name.localeCompare(b.name, 'en');
  const all = [...brands.values()];
  return brandGridSectionTitles
    .map((title) => ({
      title,
      brands: all
        .filter(({ brand, kind }) =>
          title === 'Our Brands'
            ? brand.ours
            : Object.hasOwn(kindSection, kind) && kindSection[kind] === title,
        )
        .map(({ brand }) => brand)
        .sort(byName),
    }))
    .filter((section) => section.brands.length > 0);
}

/** The brand overview page of one of Our Brands (spec 1 §2 Routes: /{brand}/overview). */
export function brandOverviewPath(slug: string): string {
  return `/${slug}/overview`;
}

/** The franchise make a /{brand}/overview path names on this site, or null. */
export function findBrandBySlug(
  slug: string,
  manufacturers: readonly BrandGridMaker[],
  franchiseMakes: readonly string[],
): { name: string; slug: string } | null {
  for (const make of franchiseMakes) {
    const maker = manufacturers.find((m) => key(m.name) === key(make));
    const makeSlug = maker?.slug ?? toSlug(make);
    if (makeSlug === slug) return { name: maker?.name ?? make.trim(), slug: makeSlug };
  }
  return null;
}
