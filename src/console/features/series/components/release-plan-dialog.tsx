/**
 * "Release N episodes a day at HH:MM in time zone Z from date D, from episode E on": the server
 * fills in the release times of the episodes from E on that are not out yet; one viewers may
 * already watch keeps its time (`episodesToPlan`, the same rule on both sides). The dialog starts
 * at the first episode not out, says in one line which episodes the plan schedules and which keep
 * their times, and offers nothing to apply when no episode is left. The browser's time zone is
 * chosen first; the date defaults to tomorrow.
 */
import { CalendarOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Form, InputNumber, Modal, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { localeOf } from '#shared/languages.ts';
import { episodesOut, episodesToPlan, type SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useSetReleasePlan } from '../api/set-release-plan.ts';
import { numbersText } from '../lib/episode-numbers.ts';
import { planTimeZone, rememberPlanTimeZone, timeZones } from '../lib/time-zones.ts';

interface PlanValues {
  from_number: number;
  per_day: number;
  time: Dayjs;
  time_zone: string;
  from_date: Dayjs;
}

/** The first episode a plan would schedule (not out yet at `now`), else 1. */
function firstToPlan(series: SeriesDetail, now: number): number {
  return episodesToPlan(series, 1, now)[0]?.number ?? 1;
}

/** The one line under the form: what the plan from `from` schedules and what keeps its time. */
function PlanSummary({ series, from, now }: { series: SeriesDetail; from: number | null; now: number }) {
  const t = useT();
  const locale = localeOf(useActiveLanguage()?.id ?? 3);
  if (typeof from !== 'number') return null;
  const planned = episodesToPlan(series, from, now).map((episode) => episode.number);
  if (planned.length === 0)
    return (
      <Alert type="warning" showIcon title={t('series.plan_nothing', { from })} data-testid="plan-summary" />
    );
  const out = [...episodesOut(series, now)];
  const schedules = t('series.plan_schedules', {
    count: planned.length,
    numbers: numbersText(planned, locale),
  });
  const kept = t('series.plan_kept', { count: out.length, numbers: numbersText(out, locale) });
  const text = out.length === 0 ? schedules : t('series.plan_summary', { schedules, kept });
  return <Alert type="info" showIcon title={text} data-testid="plan-summary" />;
}

export function ReleasePlanDialog({ series }: { series: SeriesDetail }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // When the dialog was opened: which episodes are out is judged at that moment.
  const [openedAt, setOpenedAt] = useState(0);
  const [form] = Form.useForm<PlanValues>();
  const from = Form.useWatch('from_number', form) as number | null | undefined;
  const plan = useSetReleasePlan(series.id);
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone })), []);
  const nothingToPlan = typeof from === 'number' && episodesToPlan(series, from, openedAt).length === 0;
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
          rememberPlanTimeZone(values.time_zone);
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
        onClick={() => {
          setOpenedAt(Date.now());
          setOpen(true);
        }}
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
        okButtonProps={{ loading: plan.isPending, disabled: nothingToPlan }}
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
            from_number: firstToPlan(series, openedAt),
            per_day: 1,
            time: dayjs('2000-01-01T20:00'),
            time_zone: planTimeZone(),
            from_date: dayjs(openedAt).add(1, 'day'),
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
          <PlanSummary series={series} from={from ?? null} now={openedAt} />
          {plan.error ? <Alert type="error" showIcon title={plan.error.message} role="alert" /> : null}
        </Form>
      </Modal>
    </>
  );
}
