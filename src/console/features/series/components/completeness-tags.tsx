/** One small tag per catalogue language: green when its title and synopsis are written, grey when not. */
import { Tag, Tooltip } from 'antd';
import { CONSOLE_LOCALES, type ConsoleLocale } from '#shared/contract/console-catalogue.ts';
import { useT } from '#console/lib/i18n.ts';
import { languageMark, languageName } from '#console/lib/language-marks.ts';

export function CompletenessTag({ locale, complete }: { locale: ConsoleLocale; complete: boolean }) {
  const t = useT();
  const label = `${languageName(locale)}: ${t(complete ? 'series.text_complete' : 'series.text_missing')}`;
  return (
    <Tooltip title={label}>
      <Tag
        color={complete ? 'success' : 'default'}
        aria-label={label}
        data-complete={complete}
        style={{ marginInlineEnd: 4, minWidth: 28, textAlign: 'center' }}
      >
        {languageMark(locale)}
      </Tag>
    </Tooltip>
  );
}

export function CompletenessTags({ value }: { value: Partial<Record<ConsoleLocale, boolean>> }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {CONSOLE_LOCALES.map((locale) => (
        <CompletenessTag key={locale} locale={locale} complete={value[locale] === true} />
      ))}
    </span>
  );
}
