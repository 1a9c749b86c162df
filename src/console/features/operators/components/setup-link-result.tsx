/** A one-time setup link, shown once to copy and send by a private channel (invite and new link). */
import { Alert, Typography } from 'antd';
import { OPERATOR_SETUP_HOURS } from '#shared/contract/console-auth.ts';
import { useT } from '#console/lib/i18n.ts';

export function SetupLinkResult({ link, title }: { link: string; title: string }) {
  const t = useT();
  return (
    <>
      <Alert
        type="success"
        showIcon
        title={title}
        description={t('operators.link_help', { hours: OPERATOR_SETUP_HOURS })}
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph
        copyable={{ text: link, tooltips: [t('common.copy'), t('common.copied')] }}
        code
        data-testid="setup-link"
        style={{ wordBreak: 'break-all' }}
      >
        {link}
      </Typography.Paragraph>
    </>
  );
}
