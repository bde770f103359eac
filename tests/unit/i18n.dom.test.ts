import i18n from 'i18next';

import { chooseLanguage, initI18n, screenText } from '../../src/i18n';
import { flatten, loadLocale } from './localeFiles';

const inStore = (language: string) => flatten(i18n.getResourceBundle(language, 'translation') as never);

// A first visit from a Spanish browser: no stored choice.
beforeAll(async () => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
  await initI18n();
});

test('a first visit has only the first screen’s text, and the whole language before another screen', async () => {
  expect(i18n.resolvedLanguage).toBe('es');
  expect(i18n.t('home.title')).toBe(flatten(loadLocale('es')).get('home.title'));
  expect(i18n.exists('dashboard.title')).toBe(false);
  // The item search's words come with its index, not with the first screen.
  expect(i18n.getResource('es', 'translation', 'search.terms')).toBeUndefined();

  await screenText();
  expect(inStore('es')).toEqual(flatten(loadLocale('es')));
});

test('a switch from the picker brings the whole of the chosen language before the page changes', async () => {
  const switching = chooseLanguage('ar');
  expect(i18n.resolvedLanguage).toBe('es');
  await switching;
  expect(i18n.resolvedLanguage).toBe('ar');
  expect(document.documentElement.dir).toBe('rtl');
  expect(inStore('ar')).toEqual(flatten(loadLocale('ar')));
});
