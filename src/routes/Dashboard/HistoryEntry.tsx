import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '../../components/Icon/Icon';
import { facilityTitle } from '../../domain/facilities/facilityText';
import { shownName } from '../../domain/identification/question';
import type { ScanHistoryEntry } from '../../domain/scanHistory';
import { useFigures } from './useFigures';

interface HistoryEntryProps {
  entry: ScanHistoryEntry;
  /** Resolves true once deleted. */
  onDelete: (id: string) => Promise<boolean>;
}

/** One scan: a summary that opens to the full guidance, and a delete that asks first. */
export function HistoryEntry({ entry, onDelete }: HistoryEntryProps) {
  const { t } = useTranslation();
  const figures = useFigures();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const detailsId = useId();
  const confirmId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus follows the question: onto Cancel when it is asked, back to Delete when it is withdrawn.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  // The separator is the language's own: Arabic lists with '،', Chinese with '、'.
  const names =
    entry.identified_items.map((item) => shownName(item, t)).join(t('common.listSeparator')) ||
    t('analysis.default.unknownItem');
  const impact = entry.impact_metrics;
  const { steps, warning } = entry.disposal_instructions;

  const confirmDelete = async () => {
    setDeleting(true);
    const deleted = await onDelete(entry.id);
    // A deleted entry leaves the list; one that failed stays, with its question withdrawn.
    if (!deleted) {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <li className="history-entry" data-testid="history-entry">
      <div className="history-entry__summary">
        <div className="history-entry__title">
          <h3 className="history-entry__name">{names}</h3>
          <p className="history-entry__meta">
            <time dateTime={entry.scan_date}>{figures.dateTime(entry.scan_date)}</time>
            <span className="history-entry__score">
              {t('dashboard.history.recyclability', { score: figures.count(entry.overall_recyclability) })}
            </span>
          </p>
        </div>
        <div className="history-entry__actions">
          <button
            type="button"
            className="button button--ghost history-entry__toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('dashboard.history.hideDetails') : t('dashboard.history.showDetails')}
            <Icon
              name="chevronDown"
              size={18}
              className={open ? 'history-entry__chevron history-entry__chevron--open' : 'history-entry__chevron'}
            />
          </button>
          <button
            ref={deleteRef}
            type="button"
            className="button button--ghost history-entry__delete"
            aria-label={t('dashboard.history.deleteLabel', { item: names })}
            onClick={() => setConfirming(true)}
            disabled={confirming}
          >
            <Icon name="trash" size={18} />
            <span className="history-entry__delete-text">{t('dashboard.history.delete')}</span>
          </button>
        </div>
      </div>

      {confirming && (
        <div
          className="history-entry__confirm"
          role="group"
          aria-labelledby={confirmId}
          onKeyDown={(event) => event.key === 'Escape' && setConfirming(false)}
        >
          <p id={confirmId}>
            <strong>{t('dashboard.history.confirmTitle')}</strong> {t('dashboard.history.confirmText', { item: names })}
          </p>
          <div className="history-entry__confirm-actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => void confirmDelete()}
              disabled={deleting}
            >
              {t('dashboard.history.confirm')}
            </button>
            <button
              ref={cancelRef}
              type="button"
              className="button button--ghost"
              onClick={() => setConfirming(false)}
              disabled={deleting}
            >
              {t('dashboard.history.cancel')}
            </button>
          </div>
        </div>
      )}

      <div id={detailsId} className="history-entry__details" hidden={!open}>
        {steps.length > 0 && (
          <div>
            <h4>{t('dashboard.history.steps')}</h4>
            <ol>
              {steps.map((step, i) => (
                <li key={i}>{step.text}</li>
              ))}
            </ol>
            {warning && <p className="history-entry__warning">{warning}</p>}
          </div>
        )}
        {entry.material_breakdown.length > 0 && (
          <div>
            <h4>{t('dashboard.history.materials')}</h4>
            <ul>
              {entry.material_breakdown.map((part, i) => (
                <li key={i}>
                  <strong>{part.part}</strong> · {part.type} ·{' '}
                  {part.recyclable ? t('dashboard.history.recyclable') : t('dashboard.history.notRecyclable')}
                </li>
              ))}
            </ul>
          </div>
        )}
        {entry.eco_tips.length > 0 && (
          <div>
            <h4>{t('dashboard.history.tips')}</h4>
            <ul>
              {entry.eco_tips.map((tip, i) => (
                <li key={i}>
                  <strong>{tip.title}</strong> {tip.description}
                </li>
              ))}
            </ul>
          </div>
        )}
        {entry.sustainable_habits.length > 0 && (
          <div>
            <h4>{t('dashboard.history.habits')}</h4>
            <ul>
              {entry.sustainable_habits.map((habit, i) => (
                <li key={i}>{habit.text}</li>
              ))}
            </ul>
          </div>
        )}
        {entry.nearest_facilities.length > 0 && (
          <div>
            <h4>{t('dashboard.history.facilities')}</h4>
            <ul>
              {entry.nearest_facilities.map((facility, i) => (
                <li key={i}>
                  <strong>{facilityTitle(facility, t)}</strong>
                  {[
                    facility.address,
                    facility.distanceMiles === null
                      ? ''
                      : t('facilities.distance', { miles: figures.decimal(facility.distanceMiles, 1) }),
                  ]
                    .filter(Boolean)
                    .map((text) => ` · ${text}`)
                    .join('')}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h4>{t('dashboard.history.impact')}</h4>
          {impact ? (
            <p>
              {t('dashboard.history.impactFigures', {
                co2: figures.withUnit(impact.co2_saved, 'kg'),
                material: figures.withUnit(impact.material_reduced, 'kg'),
                water: figures.withUnit(impact.water_saved, 'litres'),
                trees: figures.withUnit(impact.trees_equivalent, 'trees'),
              })}
            </p>
          ) : (
            <p>{t('dashboard.history.noImpact')}</p>
          )}
        </div>
      </div>
    </li>
  );
}
