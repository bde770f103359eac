// The verdict comes from the rule pack of where the person is: the browser's position (set here to
// Toronto, Madrid, Prague, Paris and Tsu) is named by the on-device geocoder, and the pack for its city or
// country answers, with its own bin names, its source line and its date. A language switch re-renders the same
// facts: nothing is analysed again.
import { expect, type Page, test } from '@playwright/test';

import {
  chooseAnswer,
  chooseTypedItem,
  DESKTOP,
  expectModelReady,
  LANGUAGE_VIEWS,
  PHONE,
  saveScreenshot,
  scanToResults,
  standAt,
  trashnetPhoto,
  useLanguage,
} from './helpers';

const PLACES = [
  {
    name: 'toronto',
    position: { latitude: 43.65, longitude: -79.38 },
    pack: 'ca-toronto',
    colour: 'blue',
    english: 'Blue Bin · Toronto',
    arabic: 'Blue Bin (الصندوق الأزرق) · تورنتو',
    source:
      /City of Toronto, Solid Waste Management Services, January 2019\.\s+Contains information licensed under the Open Government Licence – Toronto\./,
    // The city's name and its licence's line, as they were written.
    arabicSource: /City of Toronto, Solid Waste Management Services،[\s\S]*Contains information licensed/,
  },
  {
    name: 'madrid',
    position: { latitude: 40.4168, longitude: -3.7038 },
    pack: 'es',
    colour: 'yellow',
    english: 'Yellow container (packaging) · Spain',
    arabic: 'الحاوية الصفراء (العبوات) · إسبانيا',
    source: /Ley 7\/2022/,
    // RecycleSmart's own words, in the reader's language.
    arabicSource:
      /مساهمو RecycleSmart، استنادًا إلى القواعد الوطنية في إسبانيا[\s\S]*جمعها RecycleSmart من القانون الإسباني 7\/2022/,
  },
  {
    name: 'prague',
    position: { latitude: 50.088, longitude: 14.4208 },
    pack: 'cz',
    colour: 'yellow',
    english: 'Yellow container (plastic) · Czech Republic',
    arabic: 'الحاوية الصفراء (البلاستيك) · جمهورية التشيك',
    source: /EKO-KOM/,
    arabicSource: /مساهمو RecycleSmart، استنادًا إلى القواعد الوطنية التشيكية[\s\S]*EKO-KOM/,
  },
] as const;

const storedAnalysis = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('app-storage') ?? '{}') as { analysis?: unknown }).analysis,
  );

for (const place of PLACES) {
  test(`in ${place.name}, a plastic bottle's verdict is the ${place.pack} pack's, in English and Arabic, on desktop and phone`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(place.position);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expectModelReady(page);
    await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));

    const verdict = page.getByTestId('verdict');
    await expect(verdict).toHaveAttribute('data-pack', place.pack);
    await expect(verdict).toHaveAttribute('data-stream', 'recycling');
    await expect(verdict).toHaveAttribute('data-bin-colour', place.colour);
    await expect(verdict).toContainText(place.english);
    // The publisher's name is isolated (U+2068…U+2069) so a right-to-left sentence keeps it whole.
    expect((await page.getByTestId('verdict-source').innerText()).replace(/[\u2068\u2069]/g, '')).toMatch(place.source);
    await expect(verdict).toBeInViewport();
    await expect(page.getByText('Advice for your area')).toHaveCount(0);
    await saveScreenshot(page, `verdict-${place.name}-en-desktop`);

    // The language changes; the facts do not, and nothing is analysed again.
    const before = await storedAnalysis(page);
    const analysisWork: string[] = [];
    page.on('request', (request) => {
      if (!/\/(assets|locales)\//.test(new URL(request.url()).pathname)) analysisWork.push(request.url());
    });
    await page.getByTestId('language-picker').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(verdict).toContainText(place.arabic);
    expect((await page.getByTestId('verdict-source').innerText()).replace(/[\u2068\u2069]/g, '')).toMatch(
      place.arabicSource,
    );
    await expect(verdict).toHaveAttribute('data-bin-colour', place.colour);
    await expect(page.getByTestId('result-refreshing')).toHaveCount(0);
    expect(await storedAnalysis(page)).toEqual(before);
    expect(analysisWork).toEqual([]);
    await page.setViewportSize(PHONE);
    await expect(verdict).toBeVisible();
    await saveScreenshot(page, `verdict-${place.name}-ar-phone`);
  });
}

test('in Toronto, a battery goes to Household Hazardous Waste, never a bin', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(PLACES[0].position);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expectModelReady(page);
  await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
  await chooseAnswer(page, 'battery');
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toHaveAttribute('data-stream', 'hazardous');
  await expect(verdict).toHaveAttribute('data-bin-colour', 'none');
  await expect(verdict).toContainText('Household Hazardous Waste · Toronto');
  await expect(page.getByTestId('verdict-never-bin')).toBeVisible();
  // The City's own words for the entry, in English, marked as English.
  await expect(page.getByTestId('verdict-publisher-words').locator('ul')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('verdict-publisher-words')).toContainText('Household Hazardous Waste');
  await saveScreenshot(page, 'verdict-toronto-battery-en-phone');
});

test('in Paris, a battery goes to a collection point, never a bin, in the words of ADEME, in French', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 48.857, longitude: 2.352 });
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expectModelReady(page);
  await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
  await chooseAnswer(page, 'battery');
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toHaveAttribute('data-pack', 'fr');
  await expect(verdict).toHaveAttribute('data-stream', 'hazardous');
  await expect(verdict).toHaveAttribute('data-bin-colour', 'none');
  await expect(verdict).toContainText('Point de collecte (battery and lamp collection point in shops) · France');
  await expect(page.getByTestId('verdict-never-bin')).toBeVisible();
  // ADEME's own words for "Pile jetable", in French and marked so; its licence line too.
  const words = page.getByTestId('verdict-publisher-words');
  await expect(words.locator('ul')).toHaveAttribute('lang', 'fr');
  await expect(words).toContainText('Rapportez vos piles dans un point de collecte');
  const source = page.getByTestId('verdict-source');
  expect((await source.innerText()).replace(/[\u2068\u2069]/g, '')).toMatch(
    /ADEME, September 2021\.\s+Source : ADEME, « Que faire de mes déchets »/,
  );
  await expect(source.locator('.verdict__attribution')).toHaveAttribute('lang', 'fr');
  await saveScreenshot(page, 'verdict-paris-battery-en-phone');
});

/** An item's verdict under a pack: its stream, its bin's colour, and the bin's name in the view's language. */
interface Expected {
  query: string;
  item: string;
  stream: string;
  colour: string;
  bin: { en: string; ar: string };
}

/**
 * Packs built from a publisher's table, and what each says of three items named on /search, the
 * battery last: it goes to a drop-off, never a bin, in the publisher's own words and language.
 */
const PUBLISHED: {
  name: string;
  says: string;
  position: { latitude: number; longitude: number };
  pack: string;
  items: Expected[];
  words: { lang: string; text: string };
}[] = [
  {
    name: 'Paris',
    says: "ADEME's sorting: glass to the glass bank, a plastic bottle to the yellow bin, a battery to a collection point",
    position: { latitude: 48.857, longitude: 2.352 },
    pack: 'fr',
    items: [
      {
        query: 'glass bottle',
        item: 'glass-bottle',
        stream: 'recycling',
        colour: 'green',
        bin: { en: 'Conteneur à verre (glass bank)', ar: 'Conteneur à verre (حاوية الزجاج)' },
      },
      {
        query: 'plastic bottle',
        item: 'plastic-bottle',
        stream: 'recycling',
        colour: 'yellow',
        bin: {
          en: 'Bac de tri (recycling bin: packaging and paper)',
          ar: 'Bac de tri (حاوية الفرز الصفراء: العبوات والورق)',
        },
      },
      {
        query: 'battery',
        item: 'battery',
        stream: 'hazardous',
        colour: 'none',
        bin: {
          en: 'Point de collecte (battery and lamp collection point in shops)',
          ar: 'Point de collecte (نقطة جمع البطاريات والمصابيح في المتاجر)',
        },
      },
    ],
    words: { lang: 'fr', text: 'Rapportez vos piles dans un point de collecte' },
  },
  {
    name: 'Tsu',
    says: 'a PET bottle, a can and a battery go to the streams the city names, the Japanese name beside its translation',
    position: { latitude: 34.72, longitude: 136.51 },
    pack: 'jp-tsu',
    items: [
      {
        query: 'plastic bottle',
        item: 'plastic-bottle',
        stream: 'recycling',
        colour: 'yellow',
        bin: { en: 'ペット (PET bottles)', ar: 'ペット (زجاجات PET)' },
      },
      {
        query: 'aluminium can',
        item: 'aluminium-can',
        stream: 'recycling',
        colour: 'grey',
        bin: { en: '金属 (metal)', ar: '金属 (معادن)' },
      },
      {
        query: 'battery',
        item: 'battery',
        stream: 'hazardous',
        colour: 'none',
        bin: { en: '危険ごみ (hazardous waste, put out apart)', ar: '危険ごみ (نفايات خطرة، توضع على حدة)' },
      },
    ],
    words: { lang: 'ja', text: '分別区分：危険' },
  },
];

for (const place of PUBLISHED) {
  for (const view of LANGUAGE_VIEWS) {
    test(`in ${place.name}, ${place.says} (${view.name})`, async ({ page, context }) => {
      await useLanguage(page, view.language);
      await standAt(page, context, place.position, view);
      const verdict = page.getByTestId('verdict');
      for (const expected of place.items) {
        await chooseTypedItem(page, expected.query, expected.item);
        await expect(verdict).toHaveAttribute('data-pack', place.pack);
        await expect(verdict).toHaveAttribute('data-stream', expected.stream);
        await expect(verdict).toHaveAttribute('data-bin-colour', expected.colour);
        await expect(page.getByTestId('verdict-bin')).toHaveText(expected.bin[view.language]);
      }
      await expect(page.getByTestId('verdict-never-bin')).toBeVisible();
      const words = page.getByTestId('verdict-publisher-words');
      await expect(words.locator('ul')).toHaveAttribute('lang', place.words.lang);
      await expect(words).toContainText(place.words.text);
      await expect(verdict).toBeInViewport();
      await saveScreenshot(page, `verdict-${place.pack}-battery-${view.name}`);
    });
  }
}

test('with no place known, the verdict is general advice and offers to set a city', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expectModelReady(page);
  await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toHaveAttribute('data-pack', 'generic');
  await expect(verdict).toContainText('Yellow bin · General advice');
  await page.getByTestId('verdict-set-city').click();
  await verdict.getByRole('combobox').fill('Toronto');
  await verdict.getByRole('button', { name: 'Use this city' }).click();
  await expect(verdict).toHaveAttribute('data-pack', 'ca-toronto');
  await expect(verdict).toContainText('Blue Bin · Toronto');
  await saveScreenshot(page, 'verdict-generic-then-toronto-en-phone');
});
