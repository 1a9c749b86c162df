/**
 * Which of home's rails viewers see, top to bottom: drag a row to move it, switch it off to hide
 * it; each change is saved at once. "Top tags" stands for the rails of the two largest tags.
 */
import { Switch, Table, Typography } from 'antd';
import type { HomeRailKey, RailSetting } from '#shared/contract/console-home.ts';
import { DragHandle, SortableRow, SortableRows } from '#console/components/sortable-rows.tsx';
import { useT } from '#console/lib/i18n.ts';
import { useSetRails } from '../api/set-rails.ts';

export function RailOrder({ rails }: { rails: RailSetting[] }) {
  const t = useT();
  const save = useSetRails();
  const name = (key: HomeRailKey) => t(`home.rail_${key}`);
  const move = (keys: HomeRailKey[]) =>
    save.mutate(keys.flatMap((key) => rails.find((rail) => rail.key === key) ?? []));
  return (
    <SortableRows ids={rails.map((rail) => rail.key)} onMove={move}>
      <Table<RailSetting>
        rowKey="key"
        size="middle"
        dataSource={rails}
        pagination={false}
        components={{ body: { row: SortableRow } }}
        columns={[
          {
            key: 'drag',
            width: 40,
            render: (_value, rail) => (
              <DragHandle label={t('home.drag_rail', { name: name(rail.key) })} disabled={save.isPending} />
            ),
          },
          {
            key: 'name',
            title: t('home.rail'),
            render: (_value, rail) => (
              <Typography.Text data-testid="rail-name" type={rail.visible ? undefined : 'secondary'}>
                {name(rail.key)}
              </Typography.Text>
            ),
          },
          {
            key: 'visible',
            title: t('home.rail_visible'),
            width: 120,
            render: (_value, rail) => (
              <Switch
                checked={rail.visible}
                disabled={save.isPending}
                aria-label={t('home.show_rail', { name: name(rail.key) })}
                onChange={(visible) =>
                  save.mutate(rails.map((r) => (r.key === rail.key ? { ...r, visible } : r)))
                }
              />
            ),
          },
        ]}
      />
    </SortableRows>
  );
}
