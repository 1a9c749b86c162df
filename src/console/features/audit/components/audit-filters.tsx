/** The audit log's filters: operator, entity, action, date range (from the start of the first day to the end of the last). */
import { AutoComplete, Button, DatePicker, Form, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useT } from '#console/lib/i18n.ts';
import type { AuditFilters as Filters } from '../api/get-audit.ts';
import { actionLabel, entityLabel, KNOWN_ACTIONS, KNOWN_ENTITIES } from '../lib/audit-labels.ts';

interface FormValues {
  operator_id?: number;
  entity?: string;
  action?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

export interface OperatorOption {
  value: number;
  label: string;
}

function toForm(filters: Filters): FormValues {
  return {
    operator_id: filters.operator_id,
    entity: filters.entity,
    action: filters.action,
    range:
      filters.from || filters.to
        ? [filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]
        : null,
  };
}

function toFilters(values: FormValues): Filters {
  const [start, end] = values.range ?? [null, null];
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    operator_id: values.operator_id ?? undefined,
    entity: text(values.entity),
    action: text(values.action),
    from: start ? start.startOf('day').toISOString() : undefined,
    to: end ? end.endOf('day').toISOString() : undefined,
  };
}

export function AuditFilters({
  value,
  onChange,
  operators,
  actions,
}: {
  value: Filters;
  onChange: (filters: Filters) => void;
  operators: OperatorOption[];
  /** Actions seen on the page, suggested with the known ones. */
  actions: string[];
}) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(value));
  }, [form, value]);
  return (
    <Form<FormValues>
      noValidate
      form={form}
      layout="inline"
      onFinish={(values) => onChange(toFilters(values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="operator_id" label={t('audit.operator')}>
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={operators}
          placeholder={t('audit.any')}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="entity" label={t('audit.entity')}>
        <AutoComplete
          allowClear
          options={KNOWN_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(t, entity) }))}
          placeholder={t('audit.any')}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item name="action" label={t('audit.action')}>
        <AutoComplete
          allowClear
          options={[...new Set([...KNOWN_ACTIONS, ...actions])].map((action) => ({
            value: action,
            label: `${actionLabel(t, action)} (${action})`,
          }))}
          placeholder={t('audit.any')}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="range" label={t('audit.dates')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('audit.apply')}
        </Button>
        <Button onClick={() => onChange({})}>{t('audit.reset')}</Button>
      </Space>
    </Form>
  );
}
