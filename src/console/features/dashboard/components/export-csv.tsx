/** "Export CSV": the table's CSV, downloaded by the browser with the operator's cookie. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '#console/lib/i18n.ts';

export function ExportCsv({ href, testId }: { href: string; testId: string }) {
  const t = useT();
  return (
    <Button icon={<DownloadOutlined />} href={href} download data-testid={testId}>
      {t('dashboard.export_csv')}
    </Button>
  );
}
