import type { SpecIcon as SpecIconName } from '@forecourt/core/vehicle';
import { Icon } from '@/components/ui/icons';

const paths: Record<SpecIconName, string> = {
  condition: 'M12 2l3 6 6 .9-4.5 4.3 1 6.3L12 16.6 6.5 19.5l1-6.3L3 8.9 9 8z',
  odometer: 'M12 14l4-4M3.5 18a9 9 0 1 1 17 0',
  transmission: 'M6 4v16M12 4v16M18 4v8M6 12h12',
  fuel: 'M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M4 11h10M14 8l4 2v8a2 2 0 0 0 4 0V9l-3-3',
  body: 'M3 16V12l2-5h14l2 5v4H3zM7 16v2M17 16v2M3 12h18',
  drive:
    'M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 12m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M12 3v6M12 15v6',
  engine: 'M4 10h3V7h8l2 3h3v7h-3l-2 2H7v-3H4z',
  colour:
    'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.4 1-2.5 2.5-2.5H18a3 3 0 0 0 3-3c0-6-4-11-9-11z',
  seats: 'M7 21v-4h10v4M6 17V5a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v8h4',
  doors: 'M5 21V3h11l3 5v13zM13 13h2',
  calendar: 'M4 5h16v16H4zM4 10h16M9 3v4M15 3v4',
  tag: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01',
};

/** The small picture beside a spec row (spec 1 §3 Spec row icon). */
export function SpecIcon({ name }: { name: SpecIconName | null }) {
  if (!name) return null;
  return (
    <Icon className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-primary">
      <path d={paths[name]} />
    </Icon>
  );
}
