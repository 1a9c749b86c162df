/**
 * /console/series/new and /console/series/:id (editor, owner): a series' editor, its open tab in
 * the address (?tab=episodes|subtitles). The route composes the editor with the uploads feature:
 * the upload panel for new episodes in the Episodes tab, and one per episode to replace its
 * video (the episode keeps its id); each finished file makes the series be asked again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EDITOR_TABS, seriesEditPath, type EditorTab } from '#console/config/paths.ts';
import { seriesKey } from '#console/features/series/api/get-series.ts';
import { SeriesEditor } from '#console/features/series/components/series-editor.tsx';
import { EpisodeUploader } from '#console/features/uploads/components/episode-uploader.tsx';
import { Component as NotFound } from './not-found.tsx';

function tabOf(value: string | null): EditorTab {
  return EDITOR_TABS.find((tab) => tab === value) ?? 'details';
}

export function Component() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const seriesId = id === undefined ? undefined : Number(id);
  if (seriesId !== undefined && !(Number.isInteger(seriesId) && seriesId > 0)) return <NotFound />;
  const refresh = () => {
    if (seriesId !== undefined) void client.invalidateQueries({ queryKey: seriesKey(seriesId) });
  };
  return (
    <SeriesEditor
      seriesId={seriesId}
      tab={tabOf(search.get('tab'))}
      onTab={(tab) => setSearch(tab === 'details' ? {} : { tab }, { replace: true })}
      onCreated={(created) => void navigate(seriesEditPath(created), { replace: true })}
      uploads={
        seriesId === undefined ? undefined : <EpisodeUploader seriesId={seriesId} onUploaded={refresh} />
      }
      replaceVideo={(episodeId) =>
        seriesId === undefined ? null : (
          <EpisodeUploader seriesId={seriesId} episodeId={episodeId} onUploaded={refresh} />
        )
      }
    />
  );
}
