/** A time as words from now ("5 minutes ago", "in 23 hours"), the full date and time on hover. */
import { Tooltip } from 'antd';
import { formatDateTime, formatRelative } from '#console/lib/format.ts';
import { useActiveLanguage } from '#console/lib/i18n.ts';

export function RelativeTime({ iso }: { iso: string }) {
  const language = useActiveLanguage()?.id ?? 3;
  const full = formatDateTime(iso, language);
  return (
    <Tooltip title={full}>
      <time dateTime={iso}>{formatRelative(iso, language)}</time>
    </Tooltip>
  );
}
