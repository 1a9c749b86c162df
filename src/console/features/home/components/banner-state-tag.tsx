/** Where a banner stands for viewers now: live, scheduled, expired, or hidden (series off the air). */
import { Tag } from 'antd';
import type { BannerState } from '#shared/contract/console-home.ts';
import { useT } from '#console/lib/i18n.ts';

const COLORS: Record<BannerState, string> = {
  live: 'success',
  scheduled: 'processing',
  expired: 'default',
  hidden: 'warning',
};

export function BannerStateTag({ state }: { state: BannerState }) {
  const t = useT();
  return (
    <Tag color={COLORS[state]} data-testid="banner-state">
      {t(`home.state_${state}`)}
    </Tag>
  );
}
