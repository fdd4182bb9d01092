import { Popover } from 'radix-ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mayConflict } from '@/lib/class-families';
import { Button, buttonSizeNames, buttonVariantNames, buttonVariants } from './button.tsx';

const classesOf = (...args: Parameters<typeof buttonVariants>) =>
  buttonVariants(...args).split(' ');

describe('buttonVariants', () => {
  it('lets a variant, then a className, replace the base classes instead of adding to them', () => {
    const chip = classesOf({ variant: 'chip' });
    expect(chip).toContain('rounded-full');
    expect(chip).not.toContain('rounded-brand');
    expect(chip).toContain('font-medium');
    expect(chip).not.toContain('font-semibold');
    const square = classesOf({ variant: 'chip', className: 'rounded-brand text-sm' });
    expect(square).toContain('rounded-brand');
    expect(square).not.toContain('rounded-full');
    expect(square).not.toContain('text-base');
  });

  it('keeps a link in its line: no padding or text size of its own, still 44 px tall', () => {
    const link = classesOf({ variant: 'link', size: 'inline' });
    expect(link).toContain('min-h-11');
    expect(link.filter((name) => /^(px|text)-(?!primary)/.test(name))).toEqual([]);
    expect(classesOf({ variant: 'link' })).toContain('px-0');
  });

  it('needs no class merge for any variant and size: nothing set is replaced', () => {
    for (const variant of [undefined, ...buttonVariantNames]) {
      for (const size of [undefined, ...buttonSizeNames]) {
        expect(mayConflict(buttonVariants({ variant, size })), `${variant} ${size}`).toBe(false);
      }
    }
  });

  it('gives a secondary tool its compact padding and an icon button a 44 px square', () => {
    expect(classesOf({ variant: 'secondary' })).toContain('px-3');
    expect(classesOf({ variant: 'secondary' })).not.toContain('px-4');
    const icon = classesOf({ variant: 'overlay', size: 'icon' });
    expect(icon).toContain('size-11');
    expect(icon.filter((name) => name.startsWith('px-') || name.startsWith('min-h-'))).toEqual([]);
  });
});

describe('Button', () => {
  it('is a type="button" by default, with the kit’s slot', () => {
    const html = renderToStaticMarkup(<Button variant="ghost">Cancel</Button>);
    expect(html).toMatch(/^<button data-slot="button" type="button" class="[^"]*hover:bg-subtle/);
  });

  it('takes a Radix trigger’s props through asChild', () => {
    const html = renderToStaticMarkup(
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button variant="secondary" data-slot="share-button">
            Share
          </Button>
        </Popover.Trigger>
      </Popover.Root>,
    );
    expect(html).toContain('data-slot="share-button"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('data-state="closed"');
  });
});
