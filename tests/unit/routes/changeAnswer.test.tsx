// The change-answer control on /results: at most three answers, likeliest first, each with the bin it
// leads to under the place's rule pack, then "Something else" for the item search and every other answer.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';

import { answerVerdicts } from '../../../src/domain/analysis/answerVerdicts';
import { ANSWER_CHOICES } from '../../../src/domain/identification/decision';
import type { AnswerChoice, IdentifiedItem } from '../../../src/domain/types';
import { initI18n, screenText } from '../../../src/i18n';
import { GENERIC_PACK, RULE_PACKS } from '../../../src/knowledge';
import { ChangeAnswer } from '../../../src/routes/Results/ChangeAnswer';
import { itemIndexAtom } from '../../../src/state/itemSearch';

const TORONTO = { pack: RULE_PACKS.find((pack) => pack.id === 'ca-toronto')!, generic: GENERIC_PACK };

const item = (extra: Partial<IdentifiedItem> = {}): IdentifiedItem => ({
  id: 'plastic-bottle',
  label: 'Plastic bottle',
  material: 'plastic',
  confidence: 0.5,
  source: 'device',
  ...extra,
});

function show(shown: IdentifiedItem, { withBins = true, rules = TORONTO } = {}) {
  const onChoose = vi.fn<(choice: AnswerChoice) => void>();
  const onChooseItem = vi.fn<(chosen: IdentifiedItem) => void>();
  const store = createStore();
  // The index stands ready (and finds nothing): opening the search loads no data.
  store.set(itemIndexAtom, { status: 'ready', search: () => [], covers: () => true });
  const { unmount } = render(
    <Provider store={store}>
      <ChangeAnswer
        item={shown}
        answers={withBins ? answerVerdicts(shown, rules) : undefined}
        onChoose={onChoose}
        onChooseItem={onChooseItem}
      />
    </Provider>,
  );
  const control = screen.getByTestId('change-answer');
  const offered = () =>
    within(control)
      .getAllByRole('button')
      .filter((button) => button.closest('[data-testid="choice-more"]') === null);
  return { control, offered, onChoose, onChooseItem, unmount };
}

const materials = (buttons: HTMLElement[]) => buttons.map((button) => button.dataset.choiceMaterial ?? null);

beforeAll(async () => {
  await initI18n();
  // The results screen's words, which it loads with its code (App.tsx).
  await screenText();
});

describe('the change-answer control', () => {
  it('asks with the given answers in their order, the likeliest first, then Something else', () => {
    const { control, offered, onChoose } = show(item({ unsure: 'hazard', choices: ['battery', 'plastic', 'metal'] }));
    expect(control).toHaveAttribute('data-asking', 'true');
    expect(materials(offered())).toEqual(['battery', 'plastic', 'metal', null]);
    const [first, second] = offered();
    expect(first).toHaveClass('button--primary');
    expect(first).toHaveTextContent('Battery · likely');
    expect(second).not.toHaveClass('button--primary');
    expect(offered().at(-1)).toHaveAttribute('data-testid', 'choice-something-else');
    expect(offered().at(-1)).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(second!);
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('plastic');
  });

  it('never offers more than three answers', () => {
    const { offered } = show(item({ unsure: 'uncertain', choices: ['plastic', 'glass', 'metal', 'paper'] }));
    expect(materials(offered())).toEqual(['plastic', 'glass', 'metal', null]);
  });

  it('names the bin each answer leads to under the place’s rule pack', () => {
    const { offered } = show(item({ unsure: 'hazard', choices: ['battery', 'plastic', 'organic'] }));
    const bins = offered()
      .slice(0, 3)
      .map((button) => within(button).getByTestId('choice-bin'));
    expect(bins.map((bin) => bin.textContent)).toEqual([
      'Goes to: Household Hazardous Waste',
      'Goes to: Blue Bin',
      'Goes to: Green Bin',
    ]);
    expect(bins.map((bin) => bin.dataset.binColour)).toEqual(['none', 'blue', 'green']);
  });

  it('paints a drop-off in the hazards’ red only for a hazard', () => {
    // The general advice takes batteries to a hazardous waste drop-off and clothes to a reuse one: both
    // no bin.
    const generic = { pack: GENERIC_PACK, generic: GENERIC_PACK };
    const { offered } = show(item({ unsure: 'hazard', choices: ['battery', 'textile', 'plastic'] }), {
      rules: generic,
    });
    const [battery, clothes] = offered().map((button) => within(button).queryByTestId('choice-bin'));
    expect(battery).toHaveAttribute('data-bin-colour', 'none');
    expect(battery).toHaveClass('bin--none');
    expect(clothes).toHaveAttribute('data-bin-colour', 'none');
    expect(clothes).toHaveClass('bin--drop-off');
  });

  it('names the general stream where no rule pack’s answer is at hand', () => {
    const { offered } = show(item({ unsure: 'uncertain', choices: ['glass', 'textile'] }), { withBins: false });
    expect(offered().map((button) => within(button).queryByTestId('choice-bin')?.textContent ?? null)).toEqual([
      'Goes to: Recycling bin',
      'Goes to: Reuse or special drop-off',
      null,
    ]);
  });

  it('opens the search, focused, and every other answer behind Something else', () => {
    const { control } = show(item({ unsure: 'uncertain', choices: ['plastic', 'glass'] }));
    expect(screen.queryByTestId('item-search')).not.toBeInTheDocument();
    const somethingElse = screen.getByTestId('choice-something-else');
    fireEvent.click(somethingElse);
    expect(somethingElse).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('item-search')).toHaveFocus();
    const more = screen.getByTestId('choice-more');
    expect(somethingElse).toHaveAttribute('aria-controls', more.id);
    const rest = within(more)
      .getAllByRole('button')
      .map((button) => button.dataset.choiceMaterial);
    expect(rest).toEqual(ANSWER_CHOICES.filter((choice) => choice !== 'plastic' && choice !== 'glass'));
    // Any answer is reachable: the offered and the rest are every answer once.
    expect(
      within(control)
        .getAllByRole('button')
        .filter((b) => b.dataset.choiceMaterial).length,
    ).toBe(ANSWER_CHOICES.length);
    fireEvent.click(somethingElse);
    expect(somethingElse).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('item-search')).not.toBeInTheDocument();
  });

  it('closes Something else once an answer is chosen there, and on an Escape the search has no use for', () => {
    const { onChoose } = show(item({ unsure: 'uncertain', choices: ['plastic', 'glass'] }));
    const somethingElse = screen.getByTestId('choice-something-else');
    fireEvent.click(somethingElse);
    fireEvent.click(within(screen.getByTestId('choice-more')).getByRole('button', { name: 'Battery' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('battery');
    expect(somethingElse).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('item-search')).not.toBeInTheDocument();

    fireEvent.click(somethingElse);
    const search = screen.getByTestId('item-search');
    fireEvent.change(search, { target: { value: 'tin' } });
    // The search's own Escapes first (its list closes, then its box empties); the next closes the panel.
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(search).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(search).toHaveValue('');
    expect(somethingElse).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(somethingElse).toHaveAttribute('aria-expanded', 'false');
    expect(somethingElse).toHaveFocus();
  });

  it('lists the other answers behind Something else likeliest first, by the photo’s ranking', () => {
    show(
      item({
        unsure: 'hazard',
        choices: ['plastic', 'glass', 'battery'],
        ranking: ['plastic', 'glass', 'metal', 'other', 'battery', 'paper'],
      }),
    );
    fireEvent.click(screen.getByTestId('choice-something-else'));
    const rest = within(screen.getByTestId('choice-more'))
      .getAllByRole('button')
      .map((button) => button.dataset.choiceMaterial);
    expect(rest.slice(0, 3)).toEqual(['metal', 'other', 'paper']);
    expect(rest).toHaveLength(ANSWER_CHOICES.length - 3);
  });

  it('when sure, shows the answer pressed; one the person chose outside the offered ones comes first', () => {
    const sure = show(item({ confidence: 0.9, choices: ['plastic', 'glass', 'metal'] }));
    expect(sure.control).toHaveAttribute('data-asking', 'false');
    expect(sure.offered()[0]).toHaveAttribute('aria-pressed', 'true');
    expect(sure.offered()[0]).not.toHaveClass('button--primary');
    // Marked by more than its colour: a check on the answer held, none on the others.
    const checks = sure.offered().map((button) => button.querySelector('.answer-choice__check') !== null);
    expect(checks).toEqual([true, false, false, false]);
    sure.unmount();

    const { offered } = show(
      item({
        id: 'battery',
        label: 'Battery',
        material: 'battery',
        materialConfirmed: true,
        choices: ['plastic', 'glass', 'metal'],
      }),
    );
    expect(materials(offered())).toEqual(['battery', 'plastic', 'glass', null]);
    expect(offered()[0]).toHaveAttribute('aria-pressed', 'true');
    expect(within(offered()[0]!).getByTestId('choice-bin')).toHaveTextContent('Household Hazardous Waste');
  });
});
