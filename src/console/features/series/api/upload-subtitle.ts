/**
 * POST /console-api/series/:id/episodes/:episodeId/subtitles/:locale, multipart `file` (.vtt or
 * .srt, UTF-8) → the whole series. A broken file is refused with 923 and its problems in
 * data.problems [{ code, text }] (data.total counts them all), which the caller shows.
 */
import { z } from 'zod';
import type { ConsoleLocale } from '#shared/contract/console-catalogue.ts';
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export interface SubtitleTarget {
  episodeId: number;
  locale: ConsoleLocale;
}

export function uploadSubtitle(id: number, target: SubtitleTarget, file: File) {
  const form = new FormData();
  form.set('file', file, file.name);
  return seriesWrite(
    'POST',
    `/series/${id}/episodes/${target.episodeId}/subtitles/${target.locale}`,
    undefined,
    form,
  );
}

export function useUploadSubtitle(id: number) {
  return useSeriesWrite(
    id,
    ({ target, file }: { target: SubtitleTarget; file: File }) => uploadSubtitle(id, target, file),
    { inline: true },
  );
}

const problemsData = z.object({
  problems: z.array(z.object({ code: z.string(), text: z.string() })),
  total: z.number().int().optional(),
});
export type SubtitleProblems = z.infer<typeof problemsData>;

/** The problems a 923 refusal carries (none when its data is not shaped so). */
export function subtitleProblemsOf(data: unknown): SubtitleProblems {
  const parsed = problemsData.safeParse(data);
  return parsed.success ? parsed.data : { problems: [] };
}
