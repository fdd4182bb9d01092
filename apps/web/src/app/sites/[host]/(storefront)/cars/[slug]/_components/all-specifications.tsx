import type { SpecGroup } from '@forecourt/core/vehicle';
import { Expandable } from '@/components/ui/expandable';

function Group({ group }: { group: SpecGroup }) {
  return (
    <div>
      <h3 className="font-semibold text-lg">{group.title}</h3>
      <dl className="mt-2 divide-y divide-line border-line border-y">
        {group.rows.map((row) => (
          <div key={row.name} className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{row.name}</dt>
            <dd className="text-right font-medium">{row.data}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Spec 1 §2 item 9: every specification, grouped, the later groups behind Show All Specs. */
export function AllSpecifications({ groups }: { groups: SpecGroup[] }) {
  if (groups.length === 0) return null;
  const [first, ...rest] = groups;
  return (
    <section aria-labelledby="all-specifications" className="scroll-mt-20">
      <h2 id="all-specifications" className="font-bold text-2xl">
        All Specifications
      </h2>
      <div className="mt-4">
        {first && rest.length > 0 ? (
          <Expandable
            preview={<Group group={first} />}
            moreLabel="Show All Specs"
            lessLabel="Hide Specs"
          >
            <div className="mt-4 space-y-4">
              {rest.map((group) => (
                <Group key={group.title} group={group} />
              ))}
            </div>
          </Expandable>
        ) : first ? (
          <Group group={first} />
        ) : null}
      </div>
    </section>
  );
}
