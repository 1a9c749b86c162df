/**
 * A table or chart of the dashboard that could not be read: says so, with the server's words,
 * and reads it again on "Try again" (instead of an empty table that looks like "no figures").
 */
import { Alert, Button } from 'antd';
import { useT } from '#console/lib/i18n.ts';

export function LoadError({
  error,
  retrying,
  onRetry,
  testId,
}: {
  error: Error;
  /** A read is under way (the button spins meanwhile). */
  retrying: boolean;
  onRetry: () => void;
  testId: string;
}) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={t('dashboard.load_failed')}
      description={error.message}
      action={
        <Button size="small" loading={retrying} onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('common.retry')}
        </Button>
      }
      data-testid={testId}
    />
  );
}
