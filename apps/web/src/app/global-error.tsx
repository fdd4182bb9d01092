'use client';

/** Last-resort error page: no stack trace, a way back, and the error's digest for support. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en-AU">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          padding: '2rem',
          maxWidth: '40rem',
          margin: '0 auto',
        }}
      >
        <h1>Something went wrong</h1>
        <p>Sorry, this page could not be shown. Please try again in a moment.</p>
        {error.digest ? <p>Reference: {error.digest}</p> : null}
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
