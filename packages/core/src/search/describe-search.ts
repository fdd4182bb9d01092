import type { SearchState } from './search-state.ts';

interface Labels {
  carTypeLabels: { new: string; demo: string; used: string };
  vehicleNoun: { plural: string };
}

/**
 * A heading for a search: 'Used Ford Ranger Cars', 'New and Demo Cars', or for no car type
 * 'New, Demo and Used Cars' (car type order new, demo, used: spec 1 §9); a search limited to
 * one dealership or location names it: 'New, Demo and Used Cars at Southern Cross Mazda'.
 */
export function describeSearch(
  state: SearchState,
  labels: Labels,
  placeName: string | null = null,
): string {
  const order = ['new', 'demo', 'used'] as const;
  const chosen = state.refinements.car_type ?? [];
  const types = (chosen.length === 0 ? order : order.filter((type) => chosen.includes(type))).map(
    (type) => labels.carTypeLabels[type],
  );
  const typeText =
    types.length <= 1
      ? (types[0] ?? '')
      : `${types.slice(0, -1).join(', ')} and ${types[types.length - 1]}`;
  const makes = state.refinements.make ?? [];
  const models = state.refinements.model ?? [];
  const makeText = makes.length === 1 ? makes[0] : '';
  const modelText = makes.length === 1 && models.length === 1 ? models[0] : '';
  const described = [typeText, makeText, modelText, labels.vehicleNoun.plural]
    .filter(Boolean)
    .join(' ');
  return placeName ? `${described} at ${placeName}` : described;
}
