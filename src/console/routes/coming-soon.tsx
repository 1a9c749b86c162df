/** Uploads/Jobs: its screen comes with the rest of this release. */
import { ComingSoon } from '#console/components/coming-soon.tsx';
import { useT } from '#console/lib/i18n.ts';

export function JobsPage() {
  return <ComingSoon title={useT()('menu.jobs')} />;
}
