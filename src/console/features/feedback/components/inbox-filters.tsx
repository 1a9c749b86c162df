/**
 * The inbox's filters: state, type, language and a search (text of the feedback or its contact,
 * the user's email or id); a change goes back to the first page.
 */
import { Flex, Input, Segmented, Select } from 'antd';
import { INBOX_SEARCH_MAX, INBOX_STATES } from '#shared/contract/console-feedback.ts';
import { FEEDBACK_TYPES } from '#shared/contract/feedback.ts';
import { feedbackTypeLabel } from '#console/lib/feedback-type.ts';
import { useT } from '#console/lib/i18n.ts';
import type { InboxFilters as Filters } from '../api/get-inbox.ts';
import { LANGUAGE_OPTIONS } from '../lib/labels.ts';

const STATUSES = ['all', ...INBOX_STATES] as const;

export function InboxFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const t = useT();
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Segmented
        value={value.status ?? 'all'}
        onChange={(status) => onChange({ ...value, status })}
        options={STATUSES.map((status) => ({ value: status, label: t(`feedback.status.${status}`) }))}
      />
      <Select
        allowClear
        aria-label={t('feedback.filter_type')}
        placeholder={t('feedback.filter_type')}
        style={{ width: 180 }}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
        options={FEEDBACK_TYPES.map((type) => ({ value: type, label: feedbackTypeLabel(t, type) }))}
      />
      <Select
        allowClear
        aria-label={t('feedback.filter_language')}
        placeholder={t('feedback.filter_language')}
        style={{ width: 180 }}
        value={value.language}
        onChange={(language) => onChange({ ...value, language })}
        options={LANGUAGE_OPTIONS}
      />
      <Input.Search
        key={value.q ?? ''}
        defaultValue={value.q}
        allowClear
        maxLength={INBOX_SEARCH_MAX}
        placeholder={t('feedback.search')}
        aria-label={t('feedback.search')}
        onSearch={(text) => {
          const q = text.trim();
          onChange({ ...value, q: q === '' ? undefined : q });
        }}
        style={{ width: 320 }}
      />
    </Flex>
  );
}
