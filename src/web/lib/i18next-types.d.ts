/** Typed translation keys: `t('tabs.home')` compiles only for keys of the default locale file. */
import type messages from '#web/locales/zh-Hant.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof messages };
    keySeparator: false;
    nsSeparator: false;
  }
}
