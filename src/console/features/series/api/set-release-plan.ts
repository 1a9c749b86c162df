/**
 * POST /console-api/series/:id/release-plan { from_number, per_day, time, time_zone, from_date }
 * → the whole series with the episodes' new release times.
 */
import type { ReleasePlanInput } from '#shared/contract/console-catalogue.ts';
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export function setReleasePlan(id: number, plan: ReleasePlanInput) {
  return seriesWrite('POST', `/series/${id}/release-plan`, plan);
}

export function useSetReleasePlan(id: number) {
  return useSeriesWrite(id, (plan: ReleasePlanInput) => setReleasePlan(id, plan), { inline: true });
}
