import { Expandable } from '@/components/ui/expandable';

function Items({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="list-inside list-disc">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The Features tab: the first 8 (spec 2 §9), the rest behind 'Show All'. */
export function FeatureList({ features, shown }: { features: string[]; shown: number }) {
  if (features.length <= shown) return <Items items={features} />;
  return (
    <Expandable
      preview={<Items items={features.slice(0, shown)} />}
      moreLabel="Show All"
      lessLabel="Show Less"
    >
      <div className="mt-1">
        <Items items={features.slice(shown)} />
      </div>
    </Expandable>
  );
}
