import type { Counter, Gauge } from 'prom-client';
import { type AppMetrics, getAppMetrics } from '../app-metrics.ts';

type Labelled = Counter<string> | Gauge<string>;

/** The value of one of the app's metrics with these labels now (0 before it is first counted). */
export async function readAppMetric(
  name: keyof AppMetrics,
  labels: Record<string, string>,
): Promise<number> {
  const metric: Labelled = getAppMetrics()[name];
  const { values } = await metric.get();
  const found = values.find((value) =>
    Object.entries(labels).every(([key, text]) => value.labels[key] === text),
  );
  return found?.value ?? 0;
}
