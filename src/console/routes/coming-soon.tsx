/** Uploads/Jobs and Home curation: their screens come with the rest of this release. */
import { ComingSoon } from '#console/components/coming-soon.tsx';
import { useT } from '#console/lib/i18n.ts';

export function JobsPage() {
  return <ComingSoon title={useT()('menu.jobs')} />;
}

export function CurationPage() {
  return <ComingSoon title={useT()('menu.curation')} />;
}
