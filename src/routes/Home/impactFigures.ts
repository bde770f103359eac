// The product specification's global-impact banner ("2.5M+", "750K+", "185K+", "92%"): static figures,
// lower bounds written in each language's own short scale. They are written out when the app is built
// (`virtual:impact-figures`, vite.config.ts), so the home page formats no number: a page's first number
// format readies the browser's number data, a long task on a phone.
import { formatCompact, formatPercent } from '../../domain/progress/format';

const COUNTS = { items: 2_500_000, tons: 750_000, co2: 185_000 } as const;
const ACCURACY_PERCENT = 92;

export type ImpactFigure = keyof typeof COUNTS | 'accuracy';

/** The banner's figures in `locale`: the counts in its short scale, the accuracy as its percentage. */
export function impactFigureTexts(locale: string): Record<ImpactFigure, string> {
  return {
    items: formatCompact(COUNTS.items, locale),
    tons: formatCompact(COUNTS.tons, locale),
    co2: formatCompact(COUNTS.co2, locale),
    accuracy: formatPercent(ACCURACY_PERCENT, locale),
  };
}
