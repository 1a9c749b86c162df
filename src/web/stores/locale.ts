/** The interface language in effect: its id goes into every request's `language` header. */
import { create } from 'zustand';
import { DEFAULT_LANGUAGE_ID, type LanguageId } from '#shared/languages.ts';

interface LocaleState {
  languageId: LanguageId;
  setLanguageId: (id: LanguageId) => void;
}

export const useLocale = create<LocaleState>()((set) => ({
  languageId: DEFAULT_LANGUAGE_ID,
  setLanguageId: (languageId) => set({ languageId }),
}));
