import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { chooseLanguage, currentLanguage, type Language, LANGUAGES } from '../../i18n';

// Each language is named in itself, so a person can find theirs whatever the page is showing.
const ENDONYMS: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  zh: '中文',
  hi: 'हिन्दी',
  ar: 'العربية',
};

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = i18n.resolvedLanguage ? currentLanguage() : 'en';
  return (
    <div className="language-picker">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        data-testid="language-picker"
        value={value}
        onChange={(event) => void chooseLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {ENDONYMS[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
