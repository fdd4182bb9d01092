import { cn } from '@/lib/cn';
import { Button } from '../ui/button.tsx';

/** Spec 2 §4: while submitting the button is disabled with a spinner; it returns to normal after. */
export function SubmitButton({
  busy,
  label,
  className,
}: {
  busy: boolean;
  label: string;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={busy}
      aria-busy={busy}
      className={cn('w-full sm:w-auto', className)}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {busy ? 'Sending…' : label}
    </Button>
  );
}
