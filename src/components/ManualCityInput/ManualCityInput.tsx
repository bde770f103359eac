// Manual city entry for people who deny (or lack) location access: type a city, pick a suggestion
// from the on-device place list, and the scan flow uses it. Nothing typed leaves the device.
import './ManualCityInput.css';

import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Place } from '../../domain/geo/placeTable';
import { hasCoordinates } from '../../domain/location';
import type { LocateOutcome } from '../../services/location/locate';
import { useSetAtom } from '../../state/jotai';
import { chooseTypedCityAtom } from '../../state/location';

const SUGGESTIONS = 6;
const SEARCH_DELAY_MS = 150;

interface ManualCityInputProps {
  /** Show the spec's "Unable to access your location…" text above the field. */
  showPrompt?: boolean;
  onChosen?: (outcome: LocateOutcome) => void;
  /** The place search; the on-device list by default. */
  search?: (query: string, limit: number) => Promise<Place[]>;
  /** Focus the field on opening: for a form the person just asked for, which replaces the button they pressed. */
  autoFocus?: boolean;
}

export function suggestionLabel(place: Place, countryName: (code: string) => string | undefined): string {
  return [place.name, place.region, countryName(place.countryCode)].filter(Boolean).join(', ');
}

// The place list's worker and its bridge load with the first name typed: a screen that shows the box
// (a direct link to /community) paints without them.
const searchOnDevice = async (query: string, limit: number) => {
  const { onDeviceGeocoder } = await import('../../services/geocoding/appGeocoders');
  return onDeviceGeocoder.search(query, limit);
};

// The browser readies its region names for the first of these, a long task on a phone: so once per
// language, when there is a suggestion to name, not on every render of the form.
const regionNames = new Map<string, Intl.DisplayNames>();

function countryNameIn(language: string, code: string): string | undefined {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code);
  } catch {
    return code;
  }
}

export function ManualCityInput({
  showPrompt = false,
  onChosen,
  search = searchOnDevice,
  autoFocus = false,
}: ManualCityInputProps) {
  const { t, i18n } = useTranslation();
  const chooseTypedCity = useSetAtom(chooseTypedCityAtom);
  const id = useId();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Place[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const query = text.split(',')[0]?.trim() ?? '';
    if (query.length < 2) {
      setSuggestions((current) => (current.length ? [] : current));
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      search(query, SUGGESTIONS).then(
        (places) => current && setSuggestions(places),
        () => current && setSuggestions([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, search]);

  const countryName = (code: string) => countryNameIn(i18n.language, code);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setMessage(t('location.manual.empty'));
      return;
    }
    setBusy(true);
    try {
      const outcome = await chooseTypedCity(text);
      if (!outcome) return;
      setMessage(
        hasCoordinates(outcome.location) ? null : t('location.manual.notOnMap', { city: outcome.location.city }),
      );
      onChosen?.(outcome);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="manual-city" onSubmit={submit} noValidate>
      {showPrompt && <p className="manual-city__prompt">{t('location.manualEntryPrompt')}</p>}
      <label className="manual-city__label" htmlFor={`${id}-city`}>
        {t('location.manual.label')}
      </label>
      <div className="manual-city__row">
        <input
          id={`${id}-city`}
          className="text-input manual-city__input"
          type="text"
          autoComplete="address-level2"
          autoFocus={autoFocus}
          list={`${id}-places`}
          maxLength={100}
          placeholder={t('location.manual.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={message ? `${id}-message` : undefined}
        />
        <datalist id={`${id}-places`}>
          {[...new Set(suggestions.map((place) => suggestionLabel(place, countryName)))].map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('location.manual.submit')}
        </button>
      </div>
      {message && (
        <p id={`${id}-message`} className="manual-city__message" role="status">
          {message}
        </p>
      )}
    </form>
  );
}
