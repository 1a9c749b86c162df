/**
 * When a person (or one of their sessions) was last active: "In the last hour", or the hour it
 * falls in, since the server moves last_seen_at at most once an hour (LAST_SEEN_STEP_MS).
 */
import { LAST_SEEN_STEP_MS } from '#shared/constants.ts';
import { formatDateTime, formatSeen } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';

export function LastSeen({ iso }: { iso: string | null | undefined }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  if (!iso) return <>—</>;
  const seen = formatSeen(iso, language, LAST_SEEN_STEP_MS);
  return (
    <time dateTime={iso} title={formatDateTime(iso, language)}>
      {seen.recent ? t('people.seen_recently') : seen.text}
    </time>
  );
}
