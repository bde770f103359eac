import { useTranslation } from 'react-i18next';

import { binHintOf } from '../../domain/bins';
import type { DisposalInstructions, DisposalStream } from '../../domain/types';

interface DisposalCardProps {
  instructions: DisposalInstructions;
  /** Where the item goes: a hazard or a drop-off item never gets a bin colour, whatever the steps' words. */
  stream: DisposalStream;
}

/** 'How to Recycle This': the steps, any warning, and which bin (or that no household bin takes it). */
export function DisposalCard({ instructions, stream }: DisposalCardProps) {
  const { t } = useTranslation();
  const bin = binHintOf(instructions);
  const noBin = stream === 'hazardous' || stream === 'drop-off';
  return (
    <section className="card results-card" aria-labelledby="disposal-title" data-testid="disposal-card">
      <h2 id="disposal-title">{t('results.disposal.title')}</h2>
      <ol className="disposal-steps" data-testid="disposal-steps">
        {instructions.steps.map((step, i) => (
          <li key={i}>
            <span className="disposal-steps__icon" aria-hidden="true">
              {step.icon}
            </span>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      {instructions.warning && (
        <p className="results-card__warning" role="note" data-testid="disposal-warning">
          <strong>{t('results.disposal.warning')}</strong> {instructions.warning}
        </p>
      )}
      {noBin ? (
        <p className="bin-hint bin-hint--none" data-testid="bin-hint" data-colour="none">
          <span className="bin-hint__swatch" aria-hidden="true" />
          <span>{t(`results.disposal.noBin.${stream}`)}</span>
        </p>
      ) : (
        <p className={`bin-hint bin-hint--${bin.colour}`} data-testid="bin-hint" data-colour={bin.colour}>
          <span className="bin-hint__swatch" aria-hidden="true" />
          <span>
            {t('results.disposal.bin', { bin: t(`analysis.bin.${bin.colour}`) })}
            {!bin.matched && <> {t('analysis.bin.checkLocal')}</>}
          </span>
        </p>
      )}
      {instructions.location && (
        <p className="results-card__muted">{t('results.disposal.forLocation', { location: instructions.location })}</p>
      )}
    </section>
  );
}
