/**
 * "Release N episodes a day at HH:MM in time zone Z from date D, from episode E on": the server
 * fills in the release times (earlier episodes keep theirs). The browser's time zone is chosen
 * first; the date defaults to tomorrow.
 */
import { CalendarOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Form, InputNumber, Modal, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useSetReleasePlan } from '../api/set-release-plan.ts';
import { browserTimeZone, timeZones } from '../lib/time-zones.ts';

interface PlanValues {
  from_number: number;
  per_day: number;
  time: Dayjs;
  time_zone: string;
  from_date: Dayjs;
}

function firstUnscheduled(series: SeriesDetail): number {
  return series.episodes.find((episode) => episode.release_at === null)?.number ?? 1;
}

export function ReleasePlanDialog({ series }: { series: SeriesDetail }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PlanValues>();
  const plan = useSetReleasePlan(series.id);
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone })), []);
  const close = () => {
    setOpen(false);
    plan.reset();
  };
  const submit = (values: PlanValues) =>
    plan.mutate(
      {
        from_number: values.from_number,
        per_day: values.per_day,
        time: values.time.format('HH:mm'),
        time_zone: values.time_zone,
        from_date: values.from_date.format('YYYY-MM-DD'),
      },
      {
        onSuccess: () => {
          notifySuccess(t('series.plan_saved'));
          close();
        },
      },
    );
  const required = { required: true, message: t('series.required') };
  return (
    <>
      <Button
        icon={<CalendarOutlined />}
        onClick={() => setOpen(true)}
        disabled={series.episodes.length === 0}
      >
        {t('series.plan')}
      </Button>
      <Modal
        open={open}
        title={t('series.plan_title')}
        okText={t('series.plan_apply')}
        cancelText={t('common.cancel')}
        onOk={() => form.submit()}
        onCancel={close}
        okButtonProps={{ loading: plan.isPending }}
        destroyOnHidden
      >
        <Form<PlanValues>
          name="release-plan"
          noValidate
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          initialValues={{
            from_number: firstUnscheduled(series),
            per_day: 1,
            time: dayjs('2000-01-01T20:00'),
            time_zone: browserTimeZone(),
            from_date: dayjs().add(1, 'day'),
          }}
        >
          <Form.Item name="from_number" label={t('series.plan_from_number')} rules={[required]}>
            <InputNumber min={1} max={Math.max(1, series.episodes.length)} precision={0} />
          </Form.Item>
          <Form.Item name="per_day" label={t('series.plan_per_day')} rules={[required]}>
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
          <Form.Item name="time" label={t('series.plan_time')} rules={[required]}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} />
          </Form.Item>
          <Form.Item name="time_zone" label={t('series.plan_time_zone')} rules={[required]}>
            <Select showSearch options={zones} style={{ width: 280 }} />
          </Form.Item>
          <Form.Item name="from_date" label={t('series.plan_from_date')} rules={[required]}>
            <DatePicker />
          </Form.Item>
          {plan.error ? <Alert type="error" showIcon title={plan.error.message} role="alert" /> : null}
        </Form>
      </Modal>
    </>
  );
}
