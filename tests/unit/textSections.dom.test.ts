import i18n from 'i18next';

import { initI18n, LANGUAGES, sectionText } from '../../src/i18n';
import { TEXT_SECTIONS, type TextSection } from '../../src/textSections';
import { flatten, loadLocale } from './localeFiles';

const PATHS = Object.values(TEXT_SECTIONS).flat();
const inStore = (language: string) => flatten(i18n.getResourceBundle(language, 'translation') as never);
const under = (key: string, path: string) => key === path || key.startsWith(`${path}.`);

// A first visit from a Hindi browser: no stored choice.
beforeAll(async () => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN']);
  await initI18n();
});

test('every part names keys every language has, and no key is in two parts', () => {
  for (const language of LANGUAGES) {
    const keys = [...flatten(loadLocale(language)).keys()];
    for (const path of PATHS)
      expect(
        keys.some((key) => under(key, path)),
        `${language}: ${path}`,
      ).toBe(true);
  }
  for (const path of PATHS)
    expect(
      PATHS.filter((other) => under(path, other)),
      path,
    ).toEqual([path]);
});

test('a first visit has the first screen’s text, then each part as it is asked for, and all of them make the whole file', async () => {
  const whole = flatten(loadLocale('hi'));
  const inPart = (key: string) => PATHS.some((path) => under(key, path));
  expect([...inStore('hi').keys()].sort()).toEqual([...whole.keys()].filter((key) => !inPart(key)).sort());

  await sectionText(['account', 'legal']);
  expect(i18n.t('login.title')).toBe(whole.get('login.title'));
  expect(i18n.t('terms.title')).toBe(whole.get('terms.title'));
  expect(i18n.exists('dashboard.title')).toBe(false);

  await sectionText(Object.keys(TEXT_SECTIONS) as TextSection[]);
  expect(inStore('hi')).toEqual(whole);
});
