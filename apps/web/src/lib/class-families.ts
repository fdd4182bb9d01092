/**
 * Which Tailwind classes may replace one another, coarsely: a class's family is the part of its
 * name before the first '-' (after variants, '!' and a leading '-'), with the roots of utilities
 * that set the same property grouped (`inline-flex` and `block`), a few roots split by their
 * value (`text-sm` is a size, `text-white` a colour), and the box's sides apart (a later `p-4`
 * replaces `px-2`; a later `px-2` only refines `p-4`). A class never replaces one of another
 * family, or under other variants. It errs one way only: an arbitrary property
 * (`[mask-type:alpha]`), which may set anything, counts as a possible conflict.
 * class-families.test.ts holds it to tailwind-merge on every pair of classes the app uses.
 */

/**
 * What a class sets (`own`) and which classes before it it replaces (`covers`, its own
 * families and narrower ones): a later `p-4` replaces an earlier `px-2`, a later `px-2` refines
 * an earlier `p-4` and both stay, as tailwind-merge has it.
 */
interface Reach {
  own: readonly string[];
  covers: readonly string[];
}

/** A class that sets `family` and replaces classes of the narrower families too. */
const over = (family: string, ...narrower: string[]): Reach => ({
  own: [family],
  covers: [family, ...narrower],
});

const families = new Map<string, readonly string[] | Reach>(
  Object.entries({
    // display
    block: ['display'],
    inline: ['display'],
    hidden: ['display'],
    contents: ['display'],
    table: ['display', 'table'],
    flow: ['display'],
    list: ['display', 'list'],
    line: ['display', 'overflow', 'decoration'],
    // position and visibility
    static: ['position'],
    fixed: ['position'],
    absolute: ['position'],
    relative: ['position'],
    sticky: ['position'],
    visible: ['visibility'],
    invisible: ['visibility'],
    collapse: ['visibility'],
    // box: a side is its own family, so px-4 py-2 is no conflict, nor is p-4 then px-2
    p: over('p', 'px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'),
    px: over('px', 'pr', 'pl', 'ps', 'pe'),
    py: over('py', 'pt', 'pb'),
    ps: ['ps'],
    pe: ['pe'],
    pt: ['pt'],
    pr: ['pr'],
    pb: ['pb'],
    pl: ['pl'],
    m: over('m', 'mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'),
    mx: over('mx', 'mr', 'ml', 'ms', 'me'),
    my: over('my', 'mt', 'mb'),
    ms: ['ms'],
    me: ['me'],
    mt: ['mt'],
    mr: ['mr'],
    mb: ['mb'],
    ml: ['ml'],
    w: ['w'],
    h: ['h'],
    size: over('size', 'w', 'h'),
    top: ['top'],
    right: ['right'],
    bottom: ['bottom'],
    left: ['left'],
    start: ['start'],
    end: ['end'],
    // text (a font size sets the line height too: see familiesByValue)
    leading: ['leading'],
    truncate: ['text-overflow', 'overflow', 'whitespace'],
    underline: ['decoration'],
    overline: ['decoration'],
    no: ['decoration'],
    italic: ['italic'],
    not: ['italic', 'sr'],
    sr: ['sr'],
    uppercase: ['case'],
    lowercase: ['case'],
    capitalize: ['case'],
    normal: ['case'],
    antialiased: ['smoothing'],
    subpixel: ['smoothing'],
  }),
);

const textSizes = /^(xs|sm|base|lg|[2-9]?xl)(\/.+)?$/;
const words = (list: string) => new Set(list.split(' '));
const textKinds = new Map<string, string>([
  ...[...words('left center right justify start end')].map((word) => [word, 'text-align'] as const),
  ...[...words('wrap nowrap balance pretty')].map((word) => [word, 'text-wrap'] as const),
  ...[...words('ellipsis clip')].map((word) => [word, 'text-overflow'] as const),
]);
const borderStyles = words('solid dashed dotted double hidden none');
const fontWeights = words('thin extralight light normal medium semibold bold extrabold black');
const backgroundKeywords = words(
  'fixed local scroll auto cover contain none repeat no bottom center left right top clip origin linear radial conic',
);
const outlineStyles = words('none solid dashed dotted double hidden');
const shadowSizes = words('2xs xs sm md lg xl 2xl inner none');

/**
 * Utilities that share a root but set different properties by their value (`text-sm` a size,
 * `text-white` a colour): their families, given the rest of the class after the root and '-'.
 * An arbitrary value (`text-[13px]`) may be either, so it takes both.
 */
function familiesByValue(root: string, value: string): readonly string[] | Reach | null {
  const arbitrary = value.startsWith('[') || value.startsWith('(');
  const first = value.split('-')[0] ?? '';
  switch (root) {
    case 'text':
      if (arbitrary) return ['text-size', 'text-color'];
      if (textSizes.test(value)) return over('text-size', 'leading');
      return [textKinds.get(value) ?? 'text-color'];
    case 'border': {
      const side = /^(x|y|t|r|b|l|s|e)(-|$)/.exec(value);
      const rest = side ? value.slice(side[0].length) : value;
      if (rest === '' || /^\d+$/.test(rest)) return ['border-width'];
      if (borderStyles.has(rest)) return ['border-style'];
      if (rest === 'collapse' || rest === 'separate' || first === 'spacing')
        return [`border-${rest}`];
      return rest.startsWith('[') ? ['border-width', 'border-color'] : ['border-color'];
    }
    case 'font':
      if (arbitrary) return ['font-weight', 'font-family'];
      return [fontWeights.has(value) ? 'font-weight' : 'font-family'];
    case 'bg':
      if (arbitrary) return ['bg-color', 'bg-other'];
      return [backgroundKeywords.has(first) ? 'bg-other' : 'bg-color'];
    case 'ring':
      if (value === '' || /^\d+$/.test(value)) return ['ring-width'];
      if (first === 'offset' || first === 'inset') return [`ring-${first}`];
      return arbitrary ? ['ring-width', 'ring-color'] : ['ring-color'];
    case 'outline':
      if (value === '' || outlineStyles.has(value)) return ['outline-style'];
      if (/^\d+$/.test(value)) return ['outline-width'];
      if (first === 'offset') return ['outline-offset'];
      return arbitrary ? ['outline-width', 'outline-color'] : ['outline-color'];
    case 'shadow':
      if (value === '' || shadowSizes.has(value)) return ['shadow'];
      return arbitrary ? ['shadow', 'shadow-color'] : ['shadow-color'];
    case 'inset':
      if (first === 'x') return over('inset-x', 'right', 'left', 'start', 'end');
      if (first === 'y') return over('inset-y', 'top', 'bottom');
      return over('inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end');
    case 'flex':
      if (value === '') return ['display'];
      if (/^(row|col)/.test(value)) return ['flex-direction'];
      if (/^(wrap|nowrap)/.test(value)) return ['flex-wrap'];
      return ['flex', 'grow', 'shrink', 'basis'];
    case 'grid':
      if (value === '') return ['display'];
      return [`grid-${first}`];
    case 'gap':
    case 'overflow':
    case 'overscroll':
    case 'space':
    case 'translate':
    case 'scale':
    case 'divide':
      if (first === 'x' || first === 'y') return [`${root}-${first}`];
      return [`${root}-x`, `${root}-y`];
    case 'min':
    case 'max':
      return [`${root}-${first}`];
    default:
      return null;
  }
}

/**
 * The reach of one class, its families keyed by the class's variants (`hover:bg-subtle` and
 * `bg-surface` never conflict), or null when it cannot be told (an arbitrary property).
 */
function reachOf(token: string): Reach | null {
  // Variants are separated by ':' outside brackets (`aria-[current=page]:bg-primary`).
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(token.slice(start, index));
      start = index + 1;
    }
  }
  let base = token.slice(start);
  if (base.startsWith('!')) base = base.slice(1);
  if (base.endsWith('!')) base = base.slice(0, -1);
  if (base.startsWith('-')) base = base.slice(1);
  // `[mask-type:alpha]` sets any property; `w-[13px]` is still a width.
  if (base.startsWith('[') || base.startsWith('(')) return null;
  const root = /^[a-z0-9]+/.exec(base)?.[0] ?? base;
  const value = base.slice(root.length + 1);
  const found = familiesByValue(root, value) ?? families.get(root) ?? [root];
  const reach = 'own' in found ? found : { own: found, covers: found };
  // tailwind-merge compares variants as a set; sorting all of them (it keeps arbitrary ones in
  // order) can only make two classes look alike, which errs the safe way.
  const scope = variants.sort().join(':');
  const scoped = (list: readonly string[]) => list.map((family) => `${scope}|${family}`);
  return { own: scoped(reach.own), covers: scoped(reach.covers) };
}

/** True when a class of `classes` (space-separated) may replace one before it. */
export function mayConflict(classes: string): boolean {
  const set = new Set<string>();
  for (const token of classes.split(' ')) {
    if (token === '') continue;
    const reach = reachOf(token);
    if (reach === null || reach.covers.some((family) => set.has(family))) return true;
    for (const family of reach.own) set.add(family);
  }
  return false;
}
