import { render, screen } from '@testing-library/react';

import { initI18n } from '../../../src/i18n';
import { DisposalCard } from '../../../src/routes/Results/DisposalCard';

beforeAll(async () => {
  await initI18n();
});

const instructions = { steps: [{ icon: '♻️', text: 'Put it in the paper recycling bin.' }], location: '' };

describe('the disposal card’s bin line', () => {
  it('names the bin the steps point to for a household stream', () => {
    render(<DisposalCard instructions={instructions} stream="recycling" />);
    expect(screen.getByTestId('bin-hint')).toHaveAttribute('data-colour', 'blue');
  });

  it('never gives a hazard a bin colour, whatever the steps’ words', () => {
    render(<DisposalCard instructions={instructions} stream="hazardous" />);
    expect(screen.getByTestId('bin-hint')).toHaveAttribute('data-colour', 'none');
    expect(screen.getByTestId('bin-hint')).toHaveTextContent('Never in a household bin');
  });

  it('says a drop-off item has no household bin', () => {
    render(<DisposalCard instructions={instructions} stream="drop-off" />);
    expect(screen.getByTestId('bin-hint')).toHaveAttribute('data-colour', 'none');
  });
});
