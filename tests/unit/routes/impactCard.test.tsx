// The results screen's impact card: its title names what the figures are the saving of, so compost's
// figures are not "of recycling it", nor is general waste's "nothing is recovered".
import { render, screen } from '@testing-library/react';

import type { DisposalStream } from '../../../src/domain/types';
import i18n, { initI18n, screenText } from '../../../src/i18n';
import { ImpactCard, type ImpactWithheld } from '../../../src/routes/Results/ImpactCard';

const IMPACT = {
  metrics: { co2_saved: 0.05, material_reduced: 0.1, water_saved: 0.3, energy_saved: 0.2, trees_equivalent: 0.01 },
  basis: 'default' as const,
};

function title(stream: DisposalStream | undefined, withheld?: ImpactWithheld): string {
  const { unmount } = render(<ImpactCard impact={IMPACT} stream={stream} withheld={withheld} />);
  const text = screen.getByRole('heading', { level: 2 }).textContent ?? '';
  unmount();
  return text;
}

beforeAll(async () => {
  await initI18n();
  await screenText();
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the impact card', () => {
  it('names the way the verdict sorts the thing', () => {
    expect(title('recycling')).toBe('Eco impact of recycling it');
    expect(title('compost')).toBe('Eco impact of composting it');
    expect(title('hazardous')).toBe('Eco impact of disposing of it properly');
    expect(title('drop-off')).toBe('Eco impact of disposing of it properly');
  });

  it('names no way of sorting where it shows no saving', () => {
    expect(title('landfill', 'thrownAway')).toBe('Eco impact');
    // While the app asks whether the thing is a battery, the stream is the hazard's, not the person's.
    expect(title('hazardous', 'answerFirst')).toBe('Eco impact');
    expect(title(undefined)).toBe('Eco impact');
  });

  it('shows the figures under a sorted verdict only', () => {
    const { unmount } = render(<ImpactCard impact={IMPACT} stream="landfill" withheld="thrownAway" />);
    expect(screen.queryByTestId('impact-co2')).toBeNull();
    unmount();
    render(<ImpactCard impact={IMPACT} stream="compost" />);
    expect(screen.getByTestId('impact-co2')).toHaveTextContent('CO2 saved');
  });

  it('speaks the language shown', async () => {
    await i18n.changeLanguage('ar');
    await screenText();
    expect(title('compost')).toBe('الأثر البيئي لتحويله إلى سماد');
  });
});
