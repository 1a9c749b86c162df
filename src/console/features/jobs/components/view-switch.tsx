/** The three views of the transcodes, each with how many it holds: in progress, failed, finished lately. */
import { Segmented } from 'antd';
import { DONE_WINDOW_H, JOB_VIEWS, type JobView, type JobsResponse } from '#shared/contract/console-jobs.ts';
import { formatNumber } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';

export function ViewSwitch({
  value,
  counts,
  onChange,
}: {
  value: JobView;
  counts: JobsResponse['counts'] | undefined;
  onChange: (view: JobView) => void;
}) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  // Until the first answer, the labels go without a number rather than with a wrong one.
  const label = (view: JobView) => {
    const n = counts === undefined ? undefined : formatNumber(counts[view], language);
    if (view === 'done') {
      return n === undefined
        ? t('jobs.view.done_plain', { hours: DONE_WINDOW_H })
        : t('jobs.view.done', { hours: DONE_WINDOW_H, n });
    }
    return n === undefined ? t(`jobs.view.${view}_plain`) : t(`jobs.view.${view}`, { n });
  };
  return (
    <Segmented<JobView>
      value={value}
      onChange={onChange}
      options={JOB_VIEWS.map((view) => ({ value: view, label: label(view) }))}
      style={{ marginBottom: 16 }}
    />
  );
}
