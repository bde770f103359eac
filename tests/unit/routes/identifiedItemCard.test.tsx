import { fireEvent, render, screen, within } from '@testing-library/react';

import type { IdentifiedItem } from '../../../src/domain/types';
import { initI18n, screenText } from '../../../src/i18n';
import { ChangeAnswer } from '../../../src/routes/Results/ChangeAnswer';
import { IdentifiedItemCard } from '../../../src/routes/Results/IdentifiedItemCard';

/** The card and its change-answer control, as /results shows them. */
const renderItem = (shown: IdentifiedItem, onChange: (choice: string) => void = vi.fn()) =>
  render(
    <>
      <IdentifiedItemCard item={shown} photo={null} />
      <ChangeAnswer item={shown} onChoose={onChange} onChooseItem={vi.fn()} />
    </>,
  );

const item = (extra: Partial<IdentifiedItem> = {}): IdentifiedItem => ({
  id: 'paper',
  label: 'Paper',
  material: 'paper',
  confidence: 0.44,
  source: 'device',
  ...extra,
});

beforeAll(async () => {
  await initI18n();
  // The results screen's words, which it loads with its code (App.tsx).
  await screenText();
});

describe('the identified item card', () => {
  it('asks in one tap when the app is not sure, offering the likeliest answers, the guess first', () => {
    const onChange = vi.fn();
    renderItem(item({ unsure: 'uncertain', choices: ['paper', 'cardboard', 'battery'] }), onChange);
    expect(screen.getByTestId('item-label')).toHaveAttribute('data-unsure', 'true');
    expect(screen.getByTestId('item-confidence')).toHaveTextContent('Not sure');
    const group = screen.getByRole('group', { name: 'Not sure what it is made of: what is it?' });
    const choices = within(group).getAllByRole('button');
    expect(choices.map((b) => b.dataset.choiceMaterial ?? b.dataset.testid)).toEqual([
      'paper',
      'cardboard',
      'battery',
      'choice-something-else',
    ]);
    expect(choices[0]).toHaveTextContent('Paper · likely');
    fireEvent.click(within(group).getByRole('button', { name: /^Battery/ }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('battery');
  });

  it('carries the stream, and keeps the change-answer control when it is sure', () => {
    const onChange = vi.fn();
    renderItem(item({ confidence: 0.9, choices: ['paper', 'organic'] }), onChange);
    expect(screen.getByTestId('item-label')).toHaveAttribute('data-stream', 'recycling');
    expect(screen.getByTestId('item-label')).toHaveAttribute('data-unsure', 'false');
    const control = screen.getByTestId('change-answer');
    expect(control).toHaveAttribute('data-asking', 'false');
    expect(within(control).getByRole('button', { name: /^Paper/ })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(control).getByRole('button', { name: /^Organic/ }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('organic');
  });

  it('shows the hazard and asks when a hazard is plausible', () => {
    renderItem(
      item({
        id: 'household-hazardous',
        label: 'Hazardous household item',
        material: 'other',
        unsure: 'hazard',
      }),
    );
    expect(screen.getByTestId('item-label')).toHaveAttribute('data-stream', 'hazardous');
    expect(screen.getByTestId('hazard-note')).toHaveTextContent(/never put it in a bin/);
    expect(screen.getByRole('group', { name: 'It may be hazardous: what is it?' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')[0]).toHaveAttribute('data-choice-material', 'hazardous');
  });

  it('names the likeliest answer beside the hazard when it asks for the hazard’s sake', () => {
    renderItem(
      item({
        id: 'battery',
        label: 'Battery',
        material: 'battery',
        unsure: 'hazard',
        choices: ['paper', 'other', 'battery'],
      }),
    );
    const label = screen.getByTestId('item-label');
    expect(label).toHaveTextContent(/^Paper or a battery\?$/);
    // The verdict held to until the person says is still the battery's.
    expect(label).toHaveAttribute('data-material', 'battery');
    expect(label).toHaveAttribute('data-stream', 'hazardous');
    expect(label).toHaveAttribute('data-unsure', 'true');
    expect(screen.getByTestId('hazard-note')).toBeInTheDocument();
    expect(screen.getAllByRole('button')[0]).toHaveAttribute('data-choice-material', 'paper');
    // No material chip says "Battery" under it: the headline names both answers.
    expect(screen.queryByTestId('item-material')).toBeNull();
  });

  it('shows no hazard item’s material under a question about something hazardous', () => {
    // Household hazardous waste is of "other" material: "Other" under "Paper or something hazardous?".
    renderItem(
      item({
        id: 'household-hazardous',
        label: 'Household hazardous waste',
        material: 'other',
        unsure: 'hazard',
        choices: ['paper', 'other', 'hazardous'],
      }),
    );
    expect(screen.getByTestId('item-label')).toHaveTextContent(/^Paper or something hazardous\?$/);
    expect(screen.queryByTestId('item-material')).toBeNull();
    expect(screen.getByTestId('item-confidence')).toHaveTextContent('Not sure');
  });

  it('explains the hazard’s verdict whenever it asks with the verdict held to a hazard', () => {
    renderItem(
      item({
        id: 'battery',
        label: 'Battery',
        material: 'battery',
        unsure: 'unfamiliar',
        choices: ['other', 'cardboard', 'battery'],
      }),
    );
    expect(screen.getByTestId('item-label')).toHaveTextContent(/^Other or a battery\?$/);
    expect(screen.getByTestId('hazard-note')).toHaveTextContent(/never put it in a bin/);
    expect(screen.getByRole('group', { name: 'Not sure what this is: what is it?' })).toBeInTheDocument();
  });

  it('says why the advice meanwhile is not the likeliest answer’s, and says nothing when it is', () => {
    const carton = {
      id: 'plastic-bottle',
      label: 'Plastic bottle',
      material: 'plastic' as const,
      unsure: 'conflict' as const,
    };
    const { unmount } = renderItem(item({ ...carton, choices: ['metal', 'plastic', 'other'] }));
    expect(screen.getByTestId('safer-note')).toHaveTextContent(/least harm/);
    expect(screen.queryByTestId('hazard-note')).not.toBeInTheDocument();
    unmount();
    renderItem(item({ ...carton, choices: ['plastic', 'metal', 'other'] }));
    expect(screen.queryByTestId('safer-note')).not.toBeInTheDocument();
  });

  it('keeps the hazard’s name when the hazard is the likeliest answer', () => {
    renderItem(
      item({ id: 'battery', label: 'Battery', material: 'battery', unsure: 'hazard', choices: ['battery', 'metal'] }),
    );
    expect(screen.getByTestId('item-label')).toHaveTextContent(/^Battery \(not sure\)$/);
    expect(screen.getByTestId('item-material')).toHaveTextContent(/^Battery$/);
  });

  it('says the answer is the person’s once chosen', () => {
    renderItem(item({ id: 'battery', label: 'Battery', material: 'battery', materialConfirmed: true }));
    expect(screen.getByTestId('item-material')).toHaveAttribute('data-confirmed', 'true');
    expect(screen.getByTestId('item-material')).toHaveTextContent('Battery');
    expect(screen.getByTestId('item-label')).toHaveAttribute('data-stream', 'hazardous');
    expect(screen.getByTestId('item-confidence')).toHaveTextContent('Your answer');
    // Said by the person, not by the model that guessed first; the hook keeps where the photo was read.
    expect(screen.getByTestId('item-source')).toHaveTextContent('You said what it is');
    expect(screen.getByTestId('item-source')).toHaveAttribute('data-source', 'device');
  });
});
