import { fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';

import { EMPTY_SCAN_RESULT } from '../../../src/domain/results/scanResult';
import type { IdentifiedItem, UserLocation } from '../../../src/domain/types';
import i18n, { initI18n, screenText } from '../../../src/i18n';
import { analyzeWithKnowledgeBase, GENERIC_PACK, RULE_PACKS } from '../../../src/knowledge';
import { packDate, Verdict } from '../../../src/routes/Results/Verdict';
import { scanResultAtom } from '../../../src/state/scanResult';

beforeAll(async () => {
  await initI18n();
  // As App.tsx does before any screen but the home page.
  await screenText();
});

const item = (id: string, material: IdentifiedItem['material']): IdentifiedItem => ({
  id,
  label: id,
  material,
  confidence: 0.9,
  source: 'device',
});
const analysed = (packId: string, identified: IdentifiedItem, lines?: string[]) =>
  analyzeWithKnowledgeBase(
    { items: [identified], location: { city: 'Toronto', latitude: 43.65, longitude: -79.38 }, language: 'en' },
    {
      pack: RULE_PACKS.find((pack) => pack.id === packId)!,
      generic: GENERIC_PACK,
      ...(lines ? { publisherLines: () => lines } : {}),
    },
  )!;
const TORONTO: UserLocation = { city: 'Toronto', latitude: 43.65, longitude: -79.38 };
const show = (
  packId: string,
  identified: IdentifiedItem,
  language = 'en',
  lines?: string[],
  where: UserLocation | null = TORONTO,
) => {
  const onLocation = vi.fn();
  const store = createStore();
  store.set(scanResultAtom, { ...EMPTY_SCAN_RESULT, identifiedItems: [identified], userLocation: where });
  render(
    <Provider store={store}>
      <Verdict analysis={analysed(packId, identified, lines)} language={language} onLocation={onLocation} />
    </Provider>,
  );
  return { verdict: screen.getByTestId('verdict'), onLocation };
};

describe('the verdict', () => {
  it("names the place's bin with its colour, the pack, its source, date and attribution", () => {
    const { verdict } = show('ca-toronto', item('plastic-bottle', 'plastic'), 'en', [
      'Empty and rinse this item before placing it with the lid on, into the Blue Bin.',
    ]);
    expect(verdict).toHaveAttribute('data-stream', 'recycling');
    expect(verdict).toHaveAttribute('data-bin-colour', 'blue');
    expect(verdict).toHaveAttribute('data-pack', 'ca-toronto');
    expect(screen.getByTestId('verdict-bin')).toHaveTextContent('Blue Bin');
    expect(verdict).toHaveTextContent('Blue Bin · Toronto');
    // The publisher's name is isolated (U+2068…U+2069) so a right-to-left sentence keeps it whole.
    expect(screen.getByTestId('verdict-source').textContent!.replace(/[\u2068\u2069]/g, '')).toBe(
      'Rules from City of Toronto, Solid Waste Management Services, January 2019. Contains information licensed under the Open Government Licence – Toronto.',
    );
    expect(verdict).toHaveTextContent(/rules of January 2019/);
    expect(screen.getByTestId('verdict-publisher-words')).toHaveTextContent('into the Blue Bin');
    expect(screen.queryByTestId('verdict-set-city')).toBeNull();
  });

  it('says a hazard never goes in a household bin', () => {
    const { verdict } = show('ca-toronto', item('battery', 'battery'));
    expect(verdict).toHaveAttribute('data-stream', 'hazardous');
    expect(verdict).toHaveAttribute('data-bin-colour', 'none');
    expect(verdict).toHaveTextContent('Household Hazardous Waste · Toronto');
    expect(screen.getByTestId('verdict-never-bin')).toBeInTheDocument();
  });

  it("a hazard-only bin (China's red bin) is named as the one bin for it, not as no bin", () => {
    const { verdict } = show('cn', item('battery', 'battery'));
    expect(verdict).toHaveAttribute('data-bin-colour', 'red');
    expect(screen.getByTestId('verdict-never-bin')).toHaveTextContent(
      'Only in the bin for hazardous waste, never with other rubbish.',
    );
  });

  it('with no place known: "General advice", and an offer to set a city', () => {
    const { verdict } = show('generic', item('glass-bottle', 'glass'), 'en', undefined, null);
    expect(verdict).toHaveAttribute('data-pack', 'generic');
    expect(verdict).toHaveAttribute('data-bin-colour', 'green');
    expect(verdict).toHaveTextContent('Green bin · General advice');
    expect(verdict).not.toHaveTextContent(/your area/i);
    expect(screen.queryByTestId('change-city')).toBeNull();
    fireEvent.click(screen.getByTestId('verdict-set-city'));
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('with a city known: names it and lets the person change it, or keep it', () => {
    show('ca-toronto', item('plastic-bottle', 'plastic'));
    expect(screen.getByTestId('result-city')).toHaveTextContent('Your city: Toronto');
    fireEvent.click(screen.getByTestId('change-city'));
    expect(screen.getByRole('combobox')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Toronto' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByTestId('change-city')).toHaveFocus();
  });

  it('names the source in the reader’s language when the words are the pack author’s', async () => {
    try {
      await i18n.changeLanguage('es');
      await screenText();
      show('es', item('plastic-bottle', 'plastic'), 'es');
      const source = screen.getByTestId('verdict-source');
      expect(source.textContent!.replace(/[\u2068\u2069]/g, '')).toBe(
        'Normas de los colaboradores de RecycleSmart, basadas en la normativa nacional de España, abril de 2022. Recopilado por RecycleSmart a partir de la Ley 7/2022 y de los sistemas Ecoembes, Ecovidrio y SIGRE.',
      );
      expect(source.querySelector('.verdict__attribution')).toHaveAttribute('lang', 'es');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps a licence’s line as it was written, marked with its language, whatever the reader’s', () => {
    show('ca-toronto', item('plastic-bottle', 'plastic'), 'es');
    const attribution = screen.getByTestId('verdict-source').querySelector('.verdict__attribution');
    expect(attribution).toHaveTextContent('Contains information licensed under the Open Government Licence – Toronto.');
    expect(attribution).toHaveAttribute('lang', 'en');
  });

  it('speaks the reader’s language, the bin named as the pack names it', () => {
    const { verdict } = show('es', item('plastic-bottle', 'plastic'), 'ar');
    expect(verdict).toHaveTextContent('الحاوية الصفراء (العبوات) · إسبانيا');
  });
});

describe('the date of the rules', () => {
  it('reads as a month, a day or a year in the language', () => {
    expect(packDate('2019-01', 'en')).toBe('January 2019');
    expect(packDate('2019-01', 'es')).toBe('enero de 2019');
    expect(packDate('2016', 'en')).toBe('2016');
    expect(packDate('2022-04-09', 'en')).toBe('April 9, 2022');
  });
});
