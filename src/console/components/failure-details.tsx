/**
 * A tool's own words behind a failure (ffmpeg's, in English as it writes them), kept out of the
 * sentence in the operator's language: a "Technical details" link opening them in a popover.
 */
import { Button, Popover, Typography } from 'antd';
import { useT } from '#console/lib/i18n.ts';

export function FailureDetails({ detail, maxWidth }: { detail: string; maxWidth: number }) {
  const t = useT();
  return (
    <Popover
      trigger="click"
      content={
        <Typography.Text code style={{ whiteSpace: 'pre-wrap', display: 'block', maxWidth }}>
          {detail}
        </Typography.Text>
      }
    >
      <Button type="link" size="small" style={{ padding: 0, height: 'auto', fontSize: 12 }}>
        {t('transcode_error.details')}
      </Button>
    </Popover>
  );
}
