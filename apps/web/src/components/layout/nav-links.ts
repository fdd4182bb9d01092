import type { SiteConfig } from '@forecourt/core/config';
import type { ModelSummary } from '@forecourt/db';

/** The stock dropdown: one search per car type, labelled as the site labels them. */
export function listStockLinks(config: SiteConfig): { label: string; href: string }[] {
  const { carTypeLabels, vehicleNoun } = config.cars;
  return [
    { label: `All ${vehicleNoun.plural}`, href: '/search/new-used-and-demo-cars' },
    { label: `${carTypeLabels.new} ${vehicleNoun.plural}`, href: '/search/new-cars' },
    { label: `${carTypeLabels.demo} ${vehicleNoun.plural}`, href: '/search/demo-cars' },
    { label: `${carTypeLabels.used} ${vehicleNoun.plural}`, href: '/search/used-cars' },
  ];
}

/** Models grouped by their categories, categories in the configured order, then the rest. */
export function groupModelsByCategory(
  models: ModelSummary[],
  order: string[],
): { category: string; models: ModelSummary[] }[] {
  const groups = new Map<string, ModelSummary[]>();
  for (const model of models) {
    for (const category of model.categories.length > 0 ? model.categories : ['Other']) {
      groups.set(category, [...(groups.get(category) ?? []), model]);
    }
  }
  const rank = (category: string) => {
    const index = order.indexOf(category);
    return index === -1 ? order.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, grouped]) => ({ category, models: grouped }));
}
