/**
 * Letters that compatibility decomposition (NFKD) leaves whole but that have a plain Latin
 * spelling; without them 'Straße' would lose its 'ß' and become 'strae'.
 */
const LATIN_SPELLINGS = new Map([
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
  ['ø', 'o'],
  ['ł', 'l'],
  ['đ', 'd'],
  ['ð', 'd'],
  ['þ', 'th'],
  ['ı', 'i'],
]);
const SPELLED = new RegExp(`[${[...LATIN_SPELLINGS.keys()].join('')}]`, 'g');

/**
 * The one URL slug of a name: lower case, accents folded, superscripts and ligatures spelled
 * out, every other run of characters one hyphen. 'Škoda' → 'skoda', 'CX-3²' → 'cx-32',
 * 'Mercedes-Benz' → 'mercedes-benz'. A name with no Latin letter or digit has the empty slug.
 */
export function toSlug(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(SPELLED, (letter) => LATIN_SPELLINGS.get(letter) ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A car's URL slug: its name's slug and its id, e.g. '2021-ford-ranger-xlt-101'. */
export function carSlug(name: string, id: number): string {
  const slug = toSlug(name);
  return slug ? `${slug}-${id}` : String(id);
}
