/**
 * A save refused because someone else changed the record since the form loaded it (decision
 * 0063): the server's words, that what was typed is still here, and Reload (their version).
 */
import { Alert, Button } from 'antd';
import { useT } from '#console/lib/i18n.ts';

export function ChangedSinceAlert({
  message,
  onReload,
  testId,
}: {
  /** The refusal in the operator's language. */
  message: string;
  onReload: () => void;
  testId: string;
}) {
  const t = useT();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid={testId}
      title={message}
      description={t('common.changed_since_kept')}
      action={
        <Button size="small" onClick={onReload}>
          {t('errors.reload')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
