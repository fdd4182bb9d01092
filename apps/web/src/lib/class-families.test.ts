import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mayConflict } from './class-families.ts';
import { cn, twMerge } from './cn.ts';

/** Every Tailwind class written in the app's sources (what tailwind-merge recognises as one). */
function classesInSources(): string[] {
  const source = fileURLToPath(new URL('../', import.meta.url));
  const found = new Set<string>();
  for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
    // This module's own strings are family names ('border-width'), not classes.
    const skip = entry.name.includes('.test.') || entry.name === 'class-families.ts';
    if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name) || skip) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [token] of text.matchAll(/[!A-Za-z0-9:\-[\]/.%#_(),=>&*@+]+/g)) {
      // tailwind-merge folds a repeated class into one, and leaves other words as they are.
      if (twMerge(`${token} ${token}`) === token) found.add(token);
    }
  }
  return [...found].sort();
}

describe('mayConflict', () => {
  it('is never wrong about a pair of the classes the app uses', () => {
    const classes = classesInSources();
    expect(classes.length).toBeGreaterThan(300);
    const missed: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        const pair = `${a} ${b}`;
        if (a !== b && !mayConflict(pair) && twMerge(pair) !== pair) missed.push(pair);
      }
    }
    expect(missed).toEqual([]);
    // Every pair of the app's classes (about 700² of them) is merged once: seconds, not 5 ms.
  }, 30_000);

  it('counts arbitrary values, variants and important classes by their family', () => {
    expect(mayConflict('px-4 py-2 text-sm font-medium')).toBe(false);
    expect(mayConflict('p-4 px-2')).toBe(false);
    expect(mayConflict('px-2 p-4')).toBe(true);
    expect(mayConflict('inline-flex hidden')).toBe(true);
    expect(mayConflict('top-0 inset-0')).toBe(true);
    expect(mayConflict('inset-x-0 bottom-0 flex flex-col')).toBe(false);
    expect(mayConflict('md:px-4 !px-2')).toBe(false);
    expect(mayConflict('!px-2 px-4')).toBe(true);
    expect(mayConflict('w-[13px] rounded')).toBe(false);
    expect(mayConflict('w-[13px] size-4')).toBe(true);
    expect(mayConflict('aria-[current=page]:bg-primary aria-[current=page]:bg-surface')).toBe(true);
    expect(mayConflict('aria-[current=page]:bg-primary text-sm')).toBe(false);
    expect(mayConflict('hover:bg-subtle bg-surface text-sm text-white')).toBe(false);
    expect(mayConflict('hover:focus:bg-subtle focus:hover:bg-surface')).toBe(true);
    expect(mayConflict('[mask-type:alpha] p-2')).toBe(true);
    expect(mayConflict('-mt-2 mb-4')).toBe(false);
    expect(mayConflict('-mt-2 my-4')).toBe(true);
  });
});

describe('cn', () => {
  it('answers as tailwind-merge does, merging only when it must', () => {
    for (const inputs of [
      ['px-4 py-2', 'bg-brand text-white'],
      ['rounded-brand', 'rounded-full'],
      ['text-sm leading-tight', 'text-2xl'],
      ['flex items-center', false, undefined, 'gap-2'],
      ['p-2', 'p-2'],
    ] as const) {
      expect(cn(...inputs)).toBe(twMerge(inputs.filter(Boolean).join(' ')));
    }
  });
});
