// Which brand a host names (`aurora.localhost`, `jade.localhost`; anything else is aurora), for the
// few things the floor takes from it: copied by hand from brands/<id>/brand.json, never read at run time.
const BRANDS = {
  aurora: { merchant: 'AURORA', name: 'Aurora', language: 'ms' },
  jade: { merchant: 'JADE', name: 'Jade', language: 'en' },
} as const;

type BrandId = keyof typeof BRANDS;
const named = location.hostname.split('.')[0] ?? '';
export const brandId: BrandId = named in BRANDS ? (named as BrandId) : 'aurora';
export const brand = BRANDS[brandId];
export const logoUrl = `/brands/${brandId}/assets/logo.svg`;
// The brand's colours (floor.css) and name.
document.documentElement.dataset.brand = brandId;
document.title = brand.name;
