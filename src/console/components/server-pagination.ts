/** antd Table paging for a list the server pages: its page, size, total and the size choices. */
import type { TablePaginationConfig } from 'antd';

export function serverPagination(options: {
  page: number;
  size: number;
  total: number | undefined;
  onChange: (page: number, size: number) => void;
  showTotal: (total: number) => string;
}): TablePaginationConfig {
  return {
    current: options.page,
    pageSize: options.size,
    total: options.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [20, 50, 100],
    showTotal: options.showTotal,
    onChange: options.onChange,
  };
}

/** The props of a table of one server page: the answer, whether it loads, the paging. */
export interface ServerPageProps<Data> {
  data: Data | undefined;
  loading: boolean;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}
