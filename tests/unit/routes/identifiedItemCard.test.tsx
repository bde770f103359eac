import { fireEvent, render, screen, within } from '@testing-library/react';
import type { IdentifiedItem } from '../../../src/domain/types';
import { IdentifiedItemCard } from '../../../src/routes/Results/IdentifiedItemCard';
import { initI18n } from '../../../src/i18n';

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
});

describe('the identified item card', () => {
  it('asks for the material in one tap when the model is unsure, the guess first', () => {
    const onConfirm = vi.fn();
    render(<IdentifiedItemCard item={item({ materialUnsure: true })} onConfirmMaterial={onConfirm} />);
    const group = screen.getByRole('group', { name: 'Not sure what it is made of' });
    const choices = within(group).getAllByRole('button');
    expect(choices.map((b) => b.dataset.material)).toEqual(['paper', 'cardboard', 'glass', 'metal', 'plastic', 'other']);
    expect(choices[0]).toHaveTextContent('Paper · likely');
    fireEvent.click(within(group).getByRole('button', { name: 'Cardboard' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('cardboard');
  });

  it('does not ask when the material is sure or confirmed', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<IdentifiedItemCard item={item({ confidence: 0.9 })} onConfirmMaterial={onConfirm} />);
    expect(screen.queryByTestId('material-confirm')).not.toBeInTheDocument();
    rerender(<IdentifiedItemCard item={item({ material: 'cardboard', materialConfirmed: true })} onConfirmMaterial={onConfirm} />);
    expect(screen.queryByTestId('material-confirm')).not.toBeInTheDocument();
    expect(screen.getByTestId('item-material')).toHaveAttribute('data-confirmed', 'true');
    expect(screen.getByTestId('item-material')).toHaveTextContent('Cardboard');
  });
});
