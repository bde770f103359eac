// What /results says around a question: the share message and the correction form's item label name
// what the app said, not the hazard whose advice it holds while it asks ("Paper or a battery?").
import 'fake-indexeddb/auto';

import { fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';

import { sharedName, shownName } from '../../../src/domain/identification/question';
import type { IdentifiedItem } from '../../../src/domain/types';
import i18n, { initI18n, screenText } from '../../../src/i18n';
import { CorrectionForm } from '../../../src/routes/Results/CorrectionForm';
import { SharePanel } from '../../../src/routes/Results/SharePanel';
import { dataStoreAtom } from '../../../src/state/account';
import { testLocalStore } from '../helpers/localStore';
import { ASKED_FOR_A_BATTERY } from '../helpers/scanStandIns';

beforeAll(async () => {
  await initI18n();
  await screenText();
});

const ANSWERED_PAPER: IdentifiedItem = {
  id: 'paper',
  label: 'Paper',
  material: 'paper',
  confidence: 1,
  source: 'device',
  materialConfirmed: true,
  choices: ['paper', 'other', 'battery'],
};

const shareFor = (item: IdentifiedItem) => <SharePanel itemName={sharedName(item, i18n.t)} impact={null} />;

describe('the share message', () => {
  it('names no item while the app asks for a battery’s sake, and the answer once given', () => {
    const { rerender } = render(shareFor(ASKED_FOR_A_BATTERY));
    const message = screen.getByTestId('share-message');
    expect(message).toHaveTextContent("I'm sorting my waste with RecycleSmart. Find out where your waste goes!");
    expect(message).not.toHaveTextContent(/battery/i);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/battery/i);

    rerender(shareFor(ANSWERED_PAPER));
    expect(message).toHaveTextContent('Just sorted with RecycleSmart: Paper.');
  });

  it('names no item while the app asks with no hazard in question, and the item once it is sure', () => {
    const asked: IdentifiedItem = {
      id: 'general-waste',
      label: 'General waste',
      material: 'other',
      confidence: 0.4,
      source: 'device',
      unsure: 'uncertain',
      choices: ['other', 'cardboard', 'paper'],
    };
    const { rerender } = render(shareFor(asked));
    const message = screen.getByTestId('share-message');
    expect(message).toHaveTextContent("I'm sorting my waste with RecycleSmart. Find out where your waste goes!");
    expect(message).not.toHaveTextContent(/general waste/i);

    rerender(shareFor({ ...asked, unsure: undefined, confidence: 0.9 }));
    expect(message).toHaveTextContent('Just sorted with RecycleSmart: General waste.');
  });
});

describe('the correction form', () => {
  async function formFor(item: IdentifiedItem) {
    const local = testLocalStore({ dbName: `correction-${Math.random()}` });
    await local.auth.signUp({ email: 'ada@example.org', password: 'secret1' });
    const saved = vi.spyOn(local, 'saveCorrection');
    const store = createStore();
    store.set(dataStoreAtom, local);
    const view = (shown: IdentifiedItem) => (
      <Provider store={store}>
        <CorrectionForm itemLabel={shownName(shown, i18n.t)} city={null} />
      </Provider>
    );
    const { rerender } = render(view(item));
    return { saved, showAnswer: (shown: IdentifiedItem) => rerender(view(shown)) };
  }

  it('starts from what the app said, the question while it asks, and follows the answer given', async () => {
    const { showAnswer } = await formFor(ASKED_FOR_A_BATTERY);
    const label = screen.getByTestId('correction-itemLabel');
    expect(label).toHaveValue('Paper or a battery?');
    showAnswer(ANSWERED_PAPER);
    expect(label).toHaveValue('Paper');
  });

  it('keeps what the person typed when the answer changes, and sends it', async () => {
    const { saved, showAnswer } = await formFor(ASKED_FOR_A_BATTERY);
    fireEvent.change(screen.getByTestId('correction-itemLabel'), { target: { value: 'Crisp packet' } });
    fireEvent.change(screen.getByTestId('correction-actualItem'), { target: { value: 'Plastic film' } });
    showAnswer(ANSWERED_PAPER);
    expect(screen.getByTestId('correction-itemLabel')).toHaveValue('Crisp packet');
    expect(screen.getByTestId('correction-actualItem')).toHaveValue('Plastic film');
    fireEvent.change(screen.getByTestId('correction-correctInstructions'), { target: { value: 'Soft plastics bin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByTestId('correction-thanks')).toBeVisible();
    expect(saved).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        itemLabel: 'Crisp packet',
        actualItem: 'Plastic film',
        correctInstructions: 'Soft plastics bin',
      }),
    );
  });
});
