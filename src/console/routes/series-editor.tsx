/**
 * /console/series/new and /console/series/:id (editor, owner): a series' editor, its open tab in
 * the address (?tab=episodes|subtitles). The route composes the editor with the upload panel.
 */
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EDITOR_TABS, seriesEditPath, type EditorTab } from '#console/config/paths.ts';
import { SeriesEditor } from '#console/features/series/components/series-editor.tsx';
import { Component as NotFound } from './not-found.tsx';

function tabOf(value: string | null): EditorTab {
  return EDITOR_TABS.find((tab) => tab === value) ?? 'details';
}

export function Component() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const seriesId = id === undefined ? undefined : Number(id);
  if (seriesId !== undefined && !(Number.isInteger(seriesId) && seriesId > 0)) return <NotFound />;
  return (
    <SeriesEditor
      seriesId={seriesId}
      tab={tabOf(search.get('tab'))}
      onTab={(tab) => setSearch(tab === 'details' ? {} : { tab }, { replace: true })}
      onCreated={(created) => void navigate(seriesEditPath(created), { replace: true })}
    />
  );
}
