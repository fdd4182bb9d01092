import type { SpecRow } from '@forecourt/core/vehicle';
import { Expandable } from '@/components/ui/expandable';
import { SpecIcon } from './spec-icon.tsx';

function SpecList({ rows }: { rows: SpecRow[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.name} className="relative rounded-brand bg-subtle p-3 pl-11">
          <dt className="text-muted text-sm">
            <SpecIcon name={row.icon} />
            {row.name}
          </dt>
          <dd className="font-semibold">{row.data}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec 1 §2 item 4: the first specs, the rest behind Show All Specs / Hide Specs. */
export function KeyInformation({ rows, shown }: { rows: SpecRow[]; shown: number }) {
  const first = rows.slice(0, shown);
  const rest = rows.slice(shown);
  return (
    <section aria-labelledby="key-information" className="scroll-mt-20">
      <h2 id="key-information" className="font-bold text-2xl">
        Key Information
      </h2>
      <div className="mt-4">
        {rest.length > 0 ? (
          <Expandable
            preview={<SpecList rows={first} />}
            moreLabel="Show All Specs"
            lessLabel="Hide Specs"
          >
            <div className="mt-3">
              <SpecList rows={rest} />
            </div>
          </Expandable>
        ) : (
          <SpecList rows={first} />
        )}
      </div>
    </section>
  );
}
