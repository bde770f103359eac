// The material breakdown's ring and each part's figure say whose rules they follow: an area's where a
// place's rule pack applies, and no area's under the general advice (no city known).
import { render, screen } from '@testing-library/react';

import i18n, { initI18n, screenText } from '../../../src/i18n';
import { BreakdownCard } from '../../../src/routes/Results/BreakdownCard';

const PARTS = [{ part: 'Can', type: 'Aluminium', recyclable: true, details: '' }];
const HERE = [{ material: 'metal', percent: 40 }];

beforeAll(async () => {
  await initI18n();
  await screenText();
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the material breakdown', () => {
  it('says "in your area" under a place’s rules', () => {
    render(<BreakdownCard parts={PARTS} score={40} areaBreakdown={HERE} general={false} />);
    expect(screen.getByTestId('recyclability-dial')).toHaveTextContent('Recyclability in your area');
    expect(screen.getByTestId('breakdown-part')).toHaveTextContent('Recyclable here: 40%');
  });

  it('claims no area under the general advice', async () => {
    const { unmount } = render(<BreakdownCard parts={PARTS} score={40} areaBreakdown={HERE} general />);
    expect(screen.getByTestId('recyclability-dial')).toHaveTextContent('Recyclability in general');
    expect(screen.getByTestId('breakdown-part')).toHaveTextContent('Recyclable in general: 40%');
    expect(screen.getByTestId('breakdown-card')).not.toHaveTextContent(/your area|here/);
    unmount();
    await i18n.changeLanguage('ar');
    await screenText();
    render(<BreakdownCard parts={PARTS} score={40} areaBreakdown={HERE} general />);
    expect(screen.getByTestId('recyclability-dial')).toHaveTextContent('قابلية إعادة التدوير عمومًا');
  });
});
