/**
 * "Export CSV": the table's CSV in the console's language (fetched with its `language` header,
 * as every other call is), saved as a file; busy while it comes.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '#console/lib/i18n.ts';
import { useDownloadCsv, type CsvRequest } from '../api/download-csv.ts';

export function ExportCsv({ path, query, testId }: CsvRequest & { testId: string }) {
  const t = useT();
  const download = useDownloadCsv();
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={download.isPending}
      onClick={() => download.mutate({ path, query })}
      data-testid={testId}
    >
      {t('dashboard.export_csv')}
    </Button>
  );
}
