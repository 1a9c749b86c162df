/**
 * The series' details: texts in five languages, poster, status, slug, free episodes, default
 * price and tags. The form instance belongs to the editor (the preview reads it as it changes).
 * A refusal from the server shows above the fields; a taken slug on the slug itself. Details
 * someone else saved since they were loaded are said there too, with their version a Reload away
 * (decision 0063). One message per problem, true to the rule (decision 0057 for the price).
 */
import { Alert, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { FormInstance } from 'antd';
import { DRAMA_STATUSES } from '#shared/contract/catalogue.ts';
import {
  EPISODE_PRICE_MAX,
  EPISODE_PRICE_MIN,
  type ConsoleLocale,
} from '#shared/contract/console-catalogue.ts';
import { formatNumber } from '#console/lib/format.ts';
import { ChangedSinceAlert } from '#console/components/changed-since-alert.tsx';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { episodePriceProblem, SLUG_PATTERN, type SeriesFormValues } from '../lib/series-form.ts';
import { PosterField } from './poster-field.tsx';
import { TagSelect } from './tag-select.tsx';
import { TextsTabs } from './texts-tabs.tsx';

export function SeriesForm({
  form,
  initialValues,
  seriesId,
  poster,
  locale,
  error,
  changedSince,
  onReload,
  onSubmit,
}: {
  form: FormInstance<SeriesFormValues>;
  initialValues: SeriesFormValues;
  seriesId: number | undefined;
  poster: string;
  /** The interface language's locale (tag names). */
  locale: ConsoleLocale;
  error: string | undefined;
  /** The server's words when someone else saved the details since they were loaded. */
  changedSince?: string | undefined;
  /** Their version of the details in the form. */
  onReload?: () => void;
  onSubmit: (values: SeriesFormValues) => void;
}) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  // Said, never clamped: an input's own min and max would change what was typed on leaving it.
  const whole = (max: number) => ({
    required: true,
    type: 'integer' as const,
    min: 0,
    max,
    message: t('series.whole_number', { max }),
  });
  // One rule, one message: "at least 1 coin" (with where free episodes are set) or the range.
  const price = {
    validator: (_: unknown, value: unknown) => {
      const problem = episodePriceProblem(value);
      if (problem === undefined) return Promise.resolve();
      const range = {
        min: formatNumber(EPISODE_PRICE_MIN, language),
        max: formatNumber(EPISODE_PRICE_MAX, language),
      };
      return Promise.reject(
        new Error(
          problem === 'min' ? t('series.episode_price_min_here') : t('series.episode_price_range', range),
        ),
      );
    },
  };
  return (
    <Form<SeriesFormValues>
      name="series"
      noValidate
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={onSubmit}
      scrollToFirstError
    >
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      {changedSince && onReload ? (
        <ChangedSinceAlert message={changedSince} onReload={onReload} testId="series-changed-since" />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('series.poster')} style={{ height: '100%' }}>
            <PosterField seriesId={seriesId} poster={poster} />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('series.settings')} style={{ height: '100%' }}>
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item name="status" label={t('series.status')}>
                  <Select
                    options={DRAMA_STATUSES.map((status) => ({
                      value: status,
                      label: t(`series.status_${status}` as const),
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="slug"
                  label={t('series.slug')}
                  rules={[{ pattern: SLUG_PATTERN, max: 60, message: t('series.slug_invalid') }]}
                >
                  <Input autoComplete="off" maxLength={60} placeholder={t('series.slug_auto')} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="free_episodes" label={t('series.free_episodes')} rules={[whole(1000)]}>
                  <InputNumber precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={12}>
                {/* 0 is not "free": free episodes are the first N (the field beside this one). */}
                <Form.Item name="episode_price" label={t('series.episode_price')} rules={[price]}>
                  {/* No precision: 2.5 is said, not rounded to 3 on leaving the field. */}
                  <InputNumber suffix={t('series.coins')} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="tag_ids" label={t('series.tags')} style={{ marginBottom: 0 }}>
              <TagSelect locale={locale} />
            </Form.Item>
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={t('series.texts')}>
            <TextsTabs locale={locale} />
          </Card>
        </Col>
      </Row>
    </Form>
  );
}
