/** The interface language, in the header and on the sign-in pages; remembered in this browser. */
import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { LANGUAGES, type LanguageId } from '#shared/languages.ts';
import { applyLanguage, useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { saveLanguage } from '#console/lib/language.ts';

const OPTIONS = LANGUAGES.map((language) => ({ value: language.id, label: language.name }));

export function LanguagePicker() {
  const t = useT();
  const active = useActiveLanguage();
  const change = (id: LanguageId) => {
    saveLanguage(id);
    void applyLanguage(id);
  };
  return (
    <Select<LanguageId>
      aria-label={t('header.language')}
      value={active?.id}
      options={OPTIONS}
      onChange={change}
      prefix={<GlobalOutlined aria-hidden />}
      variant="borderless"
      popupMatchSelectWidth={false}
      style={{ minWidth: 150 }}
    />
  );
}
