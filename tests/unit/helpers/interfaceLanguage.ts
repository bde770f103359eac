// For tests of state that follows the interface language (i18next's own): i18next with English and
// Arabic and no strings, a clean localStorage and English at the start of every test.
import i18n from 'i18next';

export function startEachTestInEnglish(): void {
  beforeAll(async () => {
    await i18n.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: {} }, ar: { translation: {} } } });
  });
  beforeEach(async () => {
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });
}
