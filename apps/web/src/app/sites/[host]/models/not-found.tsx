import { BodyFilterNav } from './body-filter-nav.tsx';

/** /models?body= with a value we have no filter for: say so and offer all the models. */
export default function ModelsNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-bold text-3xl">We have no such vehicle type</h1>
      <p className="mt-2 text-muted">See all our models instead.</p>
      <BodyFilterNav />
    </div>
  );
}
