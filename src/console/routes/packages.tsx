/** /console/packages (finance, owner): the coin and VIP packages, edited with a card preview. */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { ConsoleGoods } from '#shared/contract/console-goods.ts';
import { PageTitle } from '#console/components/page-title.tsx';
import { useGoods } from '#console/features/goods/api/get-goods.ts';
import { GoodsDialog } from '#console/features/goods/components/goods-dialog.tsx';
import { GoodsTable } from '#console/features/goods/components/goods-table.tsx';
import { useT } from '#console/lib/i18n.ts';

export function Component() {
  const t = useT();
  const goods = useGoods();
  // undefined: closed; 'new': a new package; else the package edited.
  const [editing, setEditing] = useState<ConsoleGoods | 'new' | undefined>();
  return (
    <>
      <PageTitle
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('goods.add')}
          </Button>
        }
      >
        {t('menu.packages')}
      </PageTitle>
      <GoodsTable items={goods.data?.items ?? []} loading={goods.isFetching} onEdit={setEditing} />
      {editing !== undefined && (
        <GoodsDialog goods={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
