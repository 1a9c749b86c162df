/** The series' status (new, ongoing, completed) as a coloured tag. */
import { Tag } from 'antd';
import type { DramaStatus } from '#shared/contract/catalogue.ts';
import { useT } from '#console/lib/i18n.ts';

const COLOURS: Record<DramaStatus, string> = { new: 'magenta', ongoing: 'blue', completed: 'green' };

export function StatusTag({ status }: { status: DramaStatus }) {
  const t = useT();
  return <Tag color={COLOURS[status]}>{t(`series.status_${status}` as const)}</Tag>;
}
