import {
  getFirstOpenStep,
  JOURNEY_STEP_LABELS,
  JOURNEY_STEPS,
  type JourneyProgress,
  type JourneyStep,
  journeyHref,
} from '@forecourt/core/checkout';
import Link from 'next/link';
import { cn } from '@/lib/cn';

/**
 * The journey's steps in order: the current one marked for screen readers, finished ones
 * linked so the shopper can change an answer, later ones plain text (not reachable yet).
 */
export function JourneyProgressNav({
  carSlug,
  progress,
  current,
}: {
  carSlug: string;
  progress: JourneyProgress;
  current: JourneyStep;
}) {
  const reachable = JOURNEY_STEPS.indexOf(getFirstOpenStep(progress));
  return (
    <nav aria-label="Purchase steps">
      <ol className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {JOURNEY_STEPS.map((step, index) => {
          const label = `${index + 1}. ${JOURNEY_STEP_LABELS[step]}`;
          const className = cn(
            'inline-flex min-h-11 items-center rounded-brand px-2',
            step === current ? 'border-2 border-primary font-bold' : 'border border-line',
          );
          return (
            <li key={step}>
              {step === current ? (
                <span aria-current="step" className={className}>
                  {label}
                </span>
              ) : index <= reachable ? (
                <Link
                  prefetch={false}
                  href={journeyHref(carSlug, step)}
                  className={cn(className, 'underline')}
                >
                  {label}
                  {index < reachable ? <span className="sr-only"> (done)</span> : null}
                </Link>
              ) : (
                <span className={cn(className, 'text-muted')}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
