import type { OpenNow } from '@forecourt/core/location';
import { cn } from '@/lib/cn';
import { ClockIcon } from '../ui/icons.tsx';

/** 'Open now · closes 5:30 pm', worked out on the server in the location's time zone. */
export function OpenNowBadge({ status }: { status: OpenNow }) {
  return (
    <p
      data-open-now={status.open ? 'open' : 'closed'}
      className={cn(
        'flex items-center gap-2 font-semibold',
        status.open ? 'text-success' : 'text-danger',
      )}
    >
      <ClockIcon className="size-5 shrink-0" />
      <span>
        {status.summary}
        {status.specialName ? (
          <span className="font-normal text-muted"> ({status.specialName})</span>
        ) : null}
      </span>
    </p>
  );
}
