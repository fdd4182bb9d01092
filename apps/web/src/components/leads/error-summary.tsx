import { LEAD_MESSAGES } from '@forecourt/core/leads';
import { fieldId } from './field-input.tsx';

/**
 * Spec 2 §5, §8: 'Please fix the following errors:' and each message, as a live alert so
 * screen readers announce it; each item links to its field.
 */
export function ErrorSummary({
  errors,
  idPrefix,
}: {
  errors: [name: string, message: string][];
  idPrefix: string;
}) {
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-brand border-2 border-danger bg-surface p-4"
      data-slot="error-summary"
    >
      <p className="font-semibold text-danger">{LEAD_MESSAGES.summaryHeading}</p>
      <ul className="mt-2 list-disc pl-5">
        {errors.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(idPrefix, name)}`} className="text-danger underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec 2 §8: a form-level failure in a destructive alert box (test id error-warning). */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="error-warning"
      className="rounded-brand border-2 border-danger bg-surface p-4"
    >
      <p className="font-semibold text-danger">{LEAD_MESSAGES.formFailed}</p>
      {message !== LEAD_MESSAGES.formFailed ? <p className="mt-1">{message}</p> : null}
    </div>
  );
}
