/**
 * The series' tags: a multiple select of every tag by its name in the interface language (its
 * slug when that name is missing), and "New tag" to add one with its names in five languages,
 * which is then selected.
 */
import { Button, Flex, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { ConsoleLocale } from '#shared/contract/console-catalogue.ts';
import { useT } from '#console/lib/i18n.ts';
import { useTags, type ConsoleTag } from '../api/get-tags.ts';
import { NewTagDialog } from './new-tag-dialog.tsx';

export function tagName(tag: ConsoleTag, locale: ConsoleLocale): string {
  return tag.names[locale] ?? tag.names.en ?? tag.slug;
}

export function TagSelect({
  value,
  onChange,
  locale,
  id,
}: {
  value?: number[];
  onChange?: (value: number[]) => void;
  locale: ConsoleLocale;
  id?: string;
}) {
  const t = useT();
  const tags = useTags();
  const [adding, setAdding] = useState(false);
  return (
    <Flex gap={8}>
      <Select<number[]>
        id={id}
        mode="multiple"
        allowClear
        loading={tags.isPending}
        value={value ?? []}
        onChange={(next) => onChange?.(next)}
        placeholder={t('series.tags_none')}
        showSearch={{ optionFilterProp: 'label' }}
        options={(tags.data?.items ?? []).map((tag) => ({ value: tag.id, label: tagName(tag, locale) }))}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        {t('series.tag_new')}
      </Button>
      <NewTagDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(tagId) => onChange?.([...(value ?? []), tagId])}
      />
    </Flex>
  );
}
