import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// No two classes of one combination of variant and size override each other (button.test.ts):
// a button costs no class merge unless its className overrides one, and the first merge, which
// builds tailwind-merge's class map, stays out of most pages' hydration. So the corners, the
// weight, the padding and the layout are each set in one place per combination, never set and
// then replaced, and 'plain' sets no weight: the bars and menus it sits in give theirs.
const boxed = 'rounded-brand font-semibold';
const paddedVariants = [
  'primary',
  'accent',
  'outline',
  'secondary',
  'ghost',
  'chip',
  'overlay',
  'floating',
  'plain',
] as const;

const centredVariants = [...paddedVariants, 'link', 'more'] as const;

const variants = cva('transition-colors disabled:cursor-not-allowed disabled:opacity-60', {
  variants: {
    variant: {
      /** The main action of a page or form. */
      primary: `${boxed} bg-primary text-on-primary hover:brightness-110`,
      accent: `${boxed} bg-accent text-on-accent hover:brightness-110`,
      /** A second action beside a primary one, in the brand colour. */
      outline: `${boxed} border-2 border-primary bg-surface text-primary hover:bg-subtle`,
      /** A quiet tool in a row of them (share, favourite, compare, print); pressed is branded. */
      secondary: `${boxed} border border-line hover:bg-subtle aria-pressed:border-primary aria-pressed:text-primary`,
      ghost: `${boxed} text-text hover:bg-subtle`,
      /** One of a set of choices: the pressed or current one (aria-pressed, aria-current) is filled. */
      chip: 'rounded-full border border-line font-medium aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary',
      /** Words that act, with no box: underlined on hover. */
      link: 'rounded-brand font-medium text-primary underline-offset-4 hover:underline',
      /** A 'Show more' toggle under text: a link's look, bolder. */
      more: 'rounded-brand font-semibold text-primary underline-offset-4 hover:underline',
      /** A menu's trigger in the header: a full-width row on a phone, label and chevron apart. */
      menu: 'flex w-full items-center justify-between gap-1 rounded-brand px-3 font-medium hover:underline lg:w-auto',
      /** A round control on a photo (the gallery's). */
      overlay: 'rounded-full bg-black/60 font-semibold text-white hover:bg-black/80',
      /** A round control floating on a card's image (favourite, watchlist). */
      floating: 'rounded-full bg-surface/90 font-semibold text-primary shadow',
      /** No colours of its own: those of the bar, header or stage it sits on. */
      plain: 'rounded-brand',
    },
    size: {
      sm: 'min-h-9 text-sm',
      md: 'min-h-11 text-base',
      lg: 'min-h-12 text-lg',
      /** Icon only, 44 px square: give it an aria-label. */
      icon: 'size-11 shrink-0',
      /** The 44 px tap height only: padding and text size are those of the line it sits in. */
      inline: 'min-h-11',
    },
  },
  compoundVariants: [
    { variant: [...centredVariants], className: 'inline-flex items-center justify-center gap-2' },
    { variant: [...paddedVariants], size: 'sm', className: 'px-3' },
    {
      variant: paddedVariants.filter((name) => name !== 'secondary'),
      size: 'md',
      className: 'px-4',
    },
    { variant: 'secondary', size: 'md', className: 'px-3' },
    { variant: [...paddedVariants], size: 'lg', className: 'px-6' },
    { variant: ['link', 'more'], size: ['sm', 'md', 'lg'], className: 'px-0' },
  ],
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = VariantProps<typeof variants>;

/**
 * The classes of a button: for a link or a Radix trigger that looks like one. A className given
 * here wins over the variant's (merged with cn, so 'rounded-full' replaces 'rounded-brand').
 */
export function buttonVariants(props?: Parameters<typeof variants>[0]): string {
  return cn(variants(props));
}

/** Every variant and size, for the test that holds their combinations free of overrides. */
export const buttonVariantNames = [...centredVariants, 'menu'] as const;
export const buttonSizeNames = ['sm', 'md', 'lg', 'icon', 'inline'] as const;

/**
 * The UI kit's button. A Radix trigger wraps it with asChild: its props, and a ref (a plain
 * prop in React 19), reach the <button>.
 */
export function Button({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonVariants) {
  return (
    <button
      data-slot="button"
      type={type}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
