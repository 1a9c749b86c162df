/**
 * One series' drop-off: episode views and finished views per episode (bars) and the locked
 * sheets shown (line), every episode of the series on the "Episode" axis, the counts on a
 * titled axis, and the paid episodes shaded from the paywall (after the free ones) on, said
 * again under the chart in words.
 */
import { Typography } from 'antd';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { EpisodeStats } from '#shared/contract/console-stats.ts';
import { useT } from '#console/lib/i18n.ts';

/** The first locked episode, or null when every episode listed is free. */
export function paywallEpisode(stats: Pick<EpisodeStats, 'free_episodes' | 'rows'>): number | null {
  const first = stats.free_episodes + 1;
  return stats.rows.some((r) => r.episode === first) ? first : null;
}

export function DropoffChart({ stats }: { stats: EpisodeStats }) {
  const t = useT();
  const paywall = paywallEpisode(stats);
  const last = stats.rows.at(-1)?.episode ?? 0;
  return (
    <>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={stats.rows} margin={{ top: 16, right: 16, bottom: 16, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          {paywall === null ? null : (
            <ReferenceArea
              x1={paywall}
              x2={last}
              fill="#fadb14"
              fillOpacity={0.12}
              label={{ value: t('dashboard.paywall_area'), position: 'insideTopLeft', fill: '#ad6800' }}
            />
          )}
          <XAxis
            dataKey="episode"
            interval={0}
            label={{ value: t('dashboard.episode'), position: 'insideBottom', offset: -8 }}
          />
          <YAxis
            allowDecimals={false}
            label={{
              value: t('dashboard.dropoff_y'),
              angle: -90,
              position: 'insideLeft',
              style: { textAnchor: 'middle' },
            }}
          />
          <Tooltip labelFormatter={(episode) => `${t('dashboard.episode')} ${String(episode)}`} />
          <Legend verticalAlign="top" />
          <Bar dataKey="episode_views" name={t('dashboard.episode_views')} fill="#1677ff" />
          <Bar dataKey="completions" name={t('dashboard.completions')} fill="#52c41a" />
          <Line dataKey="locked_shown" name={t('dashboard.locked_shown')} stroke="#c2185b" />
        </ComposedChart>
      </ResponsiveContainer>
      <Typography.Paragraph type="secondary" data-testid="dropoff-paywall">
        {paywall === null
          ? t('dashboard.paywall_none', { count: stats.rows.length })
          : t('dashboard.paywall_at', { free: stats.free_episodes, episode: paywall })}
      </Typography.Paragraph>
    </>
  );
}
