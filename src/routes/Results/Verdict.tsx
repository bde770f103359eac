import '../../styles/binColours.css';
import './Verdict.css';

import { useTranslation } from 'react-i18next';

import type { Analysis } from '../../domain/analysis/analysis';
import { localisedName } from '../../domain/analysis/renderAnalysis';
import { binPaint } from '../../domain/rules/binPaint';
import { attributionLine, publisherLine } from '../../domain/rules/packSource';
import { GENERIC_PACK_ID } from '../../domain/rules/rulePack';
import type { UserLocation } from '../../domain/types';
import { ResultCity } from './ResultCity';

interface VerdictProps {
  analysis: Analysis;
  language: string;
  /** The person gives or changes their city: the advice follows the rules of that place. */
  onLocation: (location: UserLocation) => void;
}

/** A name in another script kept whole inside a sentence (Unicode first-strong isolate), so RTL text does not reorder it. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** "January 2019" for a pack dated 2019-01, in the reader's language. */
export function packDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year) return date;
  const when = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions = day
    ? { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }
    : month
      ? { year: 'numeric', month: 'long', timeZone: 'UTC' }
      : { year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(when);
}

/** Where the item goes, as the rule pack of where the person is says it: the bin, its colour, the source. */
export function Verdict({ analysis, language, onLocation }: VerdictProps) {
  const { t } = useTranslation();
  const verdict = analysis.verdicts[0];
  const { pack } = analysis;
  const generic = pack.id === GENERIC_PACK_ID;
  const colour = verdict?.bin.colour ?? 'none';
  const binName = verdict ? localisedName(verdict.bin.names, language) : t('analysis.default.checkLocalGuidelines');
  const place = localisedName(pack.names, language);
  const notes = [...(verdict?.note ? [verdict.note] : []), ...pack.notes];
  const publisher = publisherLine(pack.source, language);
  const attribution = attributionLine(pack.source, language);
  return (
    <section
      className={`card verdict bin--${binPaint(colour, verdict?.stream)}`}
      aria-labelledby="verdict-title"
      data-testid="verdict"
      {...(verdict ? { 'data-stream': verdict.stream } : {})}
      data-bin-colour={colour}
      data-pack={pack.id}
    >
      <h2 id="verdict-title" className="verdict__title">
        {t('results.verdict.title')}
      </h2>
      <p className="verdict__answer">
        <span className="bin-swatch verdict__swatch" aria-hidden="true" />
        <span>
          <strong data-testid="verdict-bin">{binName}</strong>
          <span className="verdict__place"> · {place}</span>
        </span>
      </p>
      {verdict?.stream === 'hazardous' && (
        <p className="verdict__never" data-testid="verdict-never-bin">
          {/* China's red bin takes hazards and nothing else: the one bin a hazard may go in. */}
          {t(verdict.bin.hazardOnly ? 'results.verdict.hazardBinOnly' : 'results.verdict.neverBin')}
        </p>
      )}
      {notes.map((note, i) => (
        <p key={i} className="verdict__note">
          {localisedName(note, language)}
        </p>
      ))}
      {analysis.publisherWords && analysis.publisherWords.length > 0 && (
        // Folded: the verdict keeps the first screen, and the publisher's words are one tap away.
        <details className="verdict__words" data-testid="verdict-publisher-words">
          <summary>{t('results.verdict.inTheirWords', { publisher: isolate(publisher.text) })}</summary>
          <ul lang={analysis.publisherWords[0]!.lang} dir="auto">
            {analysis.publisherWords.map((line, i) => (
              <li key={i} dir="auto">
                {line.text}
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="verdict__source" data-testid="verdict-source">
        {generic
          ? t('results.verdict.generalSource')
          : t('results.verdict.source', {
              publisher: isolate(publisher.text),
              date: packDate(pack.source.date, language),
            })}{' '}
        {!generic && (
          <span className="verdict__attribution" lang={attribution.lang} dir="auto">
            {attribution.text}
          </span>
        )}
      </p>
      <ResultCity onLocation={onLocation} />
    </section>
  );
}
