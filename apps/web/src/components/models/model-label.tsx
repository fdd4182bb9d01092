import { getModelLabel } from '@forecourt/core/catalogue';
import { ClockIcon } from '@/components/ui/icons';

/** 'New' or 'Coming Soon' (spec 2 §3 Model status); the icon is decoration, the words are read. */
export function ModelLabel({ status }: { status: 'new' | 'coming_soon' }) {
  const label = getModelLabel(status);
  return (
    <span
      data-slot="model-label"
      className="inline-flex items-center gap-1 rounded-full bg-subtle px-2 py-0.5 font-semibold text-text text-xs"
    >
      {label.icon ? <ClockIcon className="size-3.5" /> : null}
      {label.text}
    </span>
  );
}
