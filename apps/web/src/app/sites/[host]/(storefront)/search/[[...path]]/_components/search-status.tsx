'use client';

import { AnimatedCount } from '@/components/ui/animated-count';
import { Button } from '@/components/ui/button';
import { useSearchShell } from './search-shell.tsx';

/**
 * Spec 1 §4: after a failed search the previous results and filters stay; this says so and
 * offers to try again.
 */
export function SearchFailure() {
  const shell = useSearchShell();
  if (shell?.status !== 'error') return null;
  return (
    <div
      role="alert"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-brand border border-danger p-4 text-sm"
    >
      <p>
        <span className="font-semibold">These results could not be updated.</span> The results below
        are from before your last change. Check your connection and try again.
      </p>
      <Button type="button" variant="outline" onClick={() => shell.retry()}>
        Try again
      </Button>
    </div>
  );
}

/**
 * 'Show Me {count} {vehicle type}' (spec 1 §2): the search's total, or in the phone sheet the
 * drafted search's, counting from the number on screen to the new one.
 */
export function ShowMeLabel({
  total,
  noun,
}: {
  total: number;
  noun: { singular: string; plural: string };
}) {
  const shell = useSearchShell();
  const count = shell?.draftTotal ?? total;
  return (
    <>
      Show Me <AnimatedCount value={count} rememberAs="show-me" />{' '}
      {count === 1 ? noun.singular : noun.plural}
    </>
  );
}
