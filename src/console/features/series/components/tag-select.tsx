/**
 * The series' tags: a multiple select of every tag by its name in the interface language (its
 * slug when that name is missing), each option with a pencil to edit the tag's names in the five
 * languages, and "New tag" to add one, which is then selected.
 */
import { Button, Flex, Select } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
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
  const [editing, setEditing] = useState<ConsoleTag>();
  const [open, setOpen] = useState(false);
  const items = tags.data?.items ?? [];
  return (
    <Flex gap={8}>
      <Select<number[]>
        id={id}
        mode="multiple"
        allowClear
        loading={tags.isPending}
        value={value ?? []}
        onChange={(next) => onChange?.(next)}
        open={open}
        onOpenChange={setOpen}
        placeholder={t('series.tags_none')}
        showSearch={{ optionFilterProp: 'label' }}
        options={items.map((tag) => ({ value: tag.id, label: tagName(tag, locale) }))}
        optionRender={(option) => {
          const tag = items.find((candidate) => candidate.id === option.value);
          return (
            <Flex justify="space-between" align="center" gap={8}>
              <span>{option.label}</span>
              {tag && (
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('series.tag_edit', { name: String(option.label) })}
                  title={t('series.tag_edit', { name: String(option.label) })}
                  data-testid={`tag-edit-${tag.id}`}
                  // Editing a tag's names neither picks nor drops it.
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpen(false);
                    setEditing(tag);
                  }}
                />
              )}
            </Flex>
          );
        }}
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
      {editing && <NewTagDialog key={editing.id} open tag={editing} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
