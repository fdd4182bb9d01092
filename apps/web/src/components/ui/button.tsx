import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = cva(
  'inline-flex items-center justify-center gap-2 rounded-brand font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        /** The main action of a page or form. */
        primary: 'bg-primary text-on-primary hover:brightness-110',
        accent: 'bg-accent text-on-accent hover:brightness-110',
        /** A second action beside a primary one, in the brand colour. */
        outline: 'border-2 border-primary bg-surface text-primary hover:bg-subtle',
        /** A quiet tool in a row of them (share, favourite, compare, print); pressed is branded. */
        secondary:
          'border border-line hover:bg-subtle aria-pressed:border-primary aria-pressed:text-primary',
        ghost: 'text-text hover:bg-subtle',
        /** One of a set of choices: the pressed or current one (aria-pressed, aria-current) is filled. */
        chip: 'rounded-full border border-line font-medium aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary',
        /** Words that act, with no box: underlined on hover. */
        link: 'font-medium text-primary underline-offset-4 hover:underline',
        /** A round control on a photo (the gallery's). */
        overlay: 'rounded-full bg-black/60 text-white hover:bg-black/80',
        /** A round control floating on a card's image (favourite, watchlist). */
        floating: 'rounded-full bg-surface/90 text-primary shadow',
        /** No colours of its own: those of the bar, header or stage it sits on. */
        plain: '',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-11 px-4 text-base',
        lg: 'min-h-12 px-6 text-lg',
        /** Icon only, 44 px square: give it an aria-label. */
        icon: 'size-11 shrink-0',
        /** The 44 px tap height only: padding and text size are those of the line it sits in. */
        inline: 'min-h-11',
      },
    },
    compoundVariants: [
      { variant: 'secondary', size: 'md', className: 'px-3' },
      { variant: 'link', size: ['sm', 'md', 'lg'], className: 'px-0' },
    ],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof variants>;

/**
 * The classes of a button: for a link or a Radix trigger that looks like one. A className given
 * here wins over the variant's (merged with cn, so 'rounded-full' replaces 'rounded-brand').
 */
export function buttonVariants(props?: Parameters<typeof variants>[0]): string {
  return cn(variants(props));
}

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
