// The viewfinder's answer over the camera's picture (state/liveView.ts decides it): the item and where
// the place's rules send it once the frames agree, or why there is no answer yet. The settled answer is
// also said once, through a polite live region, when it changes: not on every frame.
import '../../styles/binColours.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { localisedName } from '../../domain/analysis/renderAnalysis';
import { shownName } from '../../domain/identification/question';
import { binPaint } from '../../domain/rules/binPaint';
import { primarySubtag } from '../../i18n';
import type { LiveViewShown } from '../../state/liveView';

const STATUS_KEYS = {
  starting: 'results.live.starting',
  looking: 'results.live.looking',
  paused: 'results.live.paused',
  unavailable: 'results.live.unavailable',
} as const;

export function LiveAnswer({ shown }: { shown: LiveViewShown }) {
  const { t, i18n } = useTranslation();
  const language = primarySubtag(i18n.resolvedLanguage ?? i18n.language ?? 'en');
  const [said, setSaid] = useState({ key: '', text: '' });

  const settled = shown.state === 'settled' ? shown : null;
  const name = settled && shownName(settled.answer, t);
  const bin = settled?.verdict ? localisedName(settled.verdict.bin.names, language) : '';
  const place = settled ? localisedName(settled.pack.names, language) : '';
  const key = settled ? `${settled.answer.id}|${settled.verdict?.bin.id ?? ''}` : '';
  // The same answer settling again after a doubt is not news: it is said once.
  if (key && key !== said.key) setSaid({ key, text: t('results.live.announce', { item: name, bin, place }) });

  const colour = settled?.verdict?.bin.colour ?? 'none';
  const status =
    shown.state === 'settled'
      ? ''
      : shown.state === 'unsure'
        ? t(`results.live.${shown.why}`)
        : t(STATUS_KEYS[shown.state]);
  return (
    <>
      <div className="live-answer__panel">
        {settled ? (
          <div
            className={`live-answer bin--${binPaint(colour, settled.verdict?.stream)}`}
            data-testid="live-answer"
            data-item={settled.answer.id}
            data-stream={settled.verdict?.stream}
            data-bin-colour={colour}
            data-pack={settled.pack.id}
          >
            <span className="bin-swatch live-answer__swatch" aria-hidden="true" />
            <span className="live-answer__words">
              <strong className="live-answer__item">{name}</strong>
              <span className="live-answer__bin">
                {bin}
                <span className="live-answer__place"> · {place}</span>
              </span>
              {settled.verdict?.stream === 'hazardous' && (
                <span className="live-answer__never">
                  {t(settled.verdict.bin.hazardOnly ? 'results.verdict.hazardBinOnly' : 'results.verdict.neverBin')}
                </span>
              )}
            </span>
          </div>
        ) : (
          <p
            className="live-answer__status"
            data-testid="live-status"
            data-why={shown.state === 'unsure' ? shown.why : undefined}
          >
            {status}
          </p>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="live-announcement">
        {said.text}
      </p>
    </>
  );
}
