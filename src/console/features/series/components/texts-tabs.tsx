/**
 * Title and synopsis in the five catalogue languages, one tab each (in the order of
 * shared/languages.ts), the console's own language open first; a tab's mark turns green
 * once both are written (as the server counts completeness), and counters show the limits.
 * Every tab is rendered, so each language's fields stay in the form while another is shown.
 * A series needs a title in at least one language (`hasTitle`, as the server checks it): with
 * none, every title field says so, whichever tab is open.
 */
import { Badge, Form, Input, Tabs } from 'antd';
import {
  CONSOLE_LOCALES,
  SERIES_SYNOPSIS_MAX,
  SERIES_TITLE_MAX,
  hasTitle,
  isConsoleLocale,
  type ConsoleLocale,
} from '#shared/contract/console-catalogue.ts';
import { LOCALES } from '#shared/languages.ts';
import { useT } from '#console/lib/i18n.ts';
import { languageName } from '#console/lib/language-marks.ts';
import { isComplete, type SeriesFormValues } from '../lib/series-form.ts';

const titleField = (locale: ConsoleLocale) => ['texts', locale, 'title'];

/** The tabs' order: the interface languages' (simplified Chinese first). */
const TAB_LOCALES: readonly ConsoleLocale[] = LOCALES.filter(isConsoleLocale);

/** `locale`: the console's language, whose tab is open first. */
export function TextsTabs({ locale: initial }: { locale: ConsoleLocale }) {
  const t = useT();
  const form = Form.useFormInstance<SeriesFormValues>();
  const texts = Form.useWatch('texts', form);
  const someTitle = {
    validator: () =>
      hasTitle(form.getFieldValue('texts') as SeriesFormValues['texts'])
        ? Promise.resolve()
        : Promise.reject(new Error(t('series.title_required'))),
  };
  return (
    <Tabs
      size="small"
      defaultActiveKey={initial}
      items={TAB_LOCALES.map((locale) => {
        const complete = isComplete(texts?.[locale]);
        return {
          key: locale,
          forceRender: true,
          label: (
            <span data-testid={`texts-tab-${locale}`} data-complete={complete}>
              <Badge
                status={complete ? 'success' : 'default'}
                title={t(complete ? 'series.text_complete' : 'series.text_missing')}
              />{' '}
              {languageName(locale)}
            </span>
          ),
          children: (
            <>
              <Form.Item
                name={titleField(locale)}
                label={t('series.title')}
                dependencies={CONSOLE_LOCALES.filter((other) => other !== locale).map(titleField)}
                rules={[
                  someTitle,
                  { max: SERIES_TITLE_MAX, message: t('series.too_long', { max: SERIES_TITLE_MAX }) },
                ]}
              >
                <Input lang={locale} showCount maxLength={SERIES_TITLE_MAX} />
              </Form.Item>
              <Form.Item
                name={['texts', locale, 'synopsis']}
                label={t('series.synopsis')}
                rules={[
                  { max: SERIES_SYNOPSIS_MAX, message: t('series.too_long', { max: SERIES_SYNOPSIS_MAX }) },
                ]}
              >
                <Input.TextArea lang={locale} showCount maxLength={SERIES_SYNOPSIS_MAX} rows={5} />
              </Form.Item>
            </>
          ),
        };
      })}
    />
  );
}
