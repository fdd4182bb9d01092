'use client';

import { Button } from '@/components/ui/button';

/** A page that failed to render: an apology and a retry, never a stack trace. */
export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="font-bold text-3xl">Something went wrong</h1>
      <p className="mt-4 text-muted">
        Sorry, this page could not be shown. Please try again in a moment.
      </p>
      {error.digest ? <p className="mt-2 text-muted text-sm">Reference: {error.digest}</p> : null}
      <Button onClick={reset} className="mt-6">
        Try again
      </Button>
    </div>
  );
}
