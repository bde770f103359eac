import '../../styles/resultsCard.css';
import './CorrectionForm.css';

import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type CorrectionFields, missingCorrectionFields } from '../../domain/community/forms';
import { dataStoreAtom } from '../../state/account';
import { useAtomValue } from '../../state/jotai';
import { analysisLanguage } from '../../state/scanResult';
import { useFocusAfterChange } from '../../useFocusAfterChange';

/**
 * 'Suggest a correction': what the item really is and how it should be handled, kept to improve the
 * knowledge base. The item label is what the app says the photo shows (`itemLabel`) and follows it when
 * the answer changes, until the person types their own.
 */
export function CorrectionForm({ itemLabel, city }: { itemLabel: string; city: string | null }) {
  const { t } = useTranslation();
  const store = useAtomValue(dataStoreAtom);
  const id = useId();
  const [typed, setTyped] = useState<Partial<CorrectionFields>>({});
  const fields: CorrectionFields = { itemLabel, actualItem: '', correctInstructions: '', ...typed };
  const [missing, setMissing] = useState<(keyof CorrectionFields)[]>([]);
  const [state, setState] = useState<'editing' | 'saving' | 'saved' | 'failed'>('editing');
  // The form goes once sent: the focus goes to the thanks that replaces it.
  const [thanksRef, focusThanks] = useFocusAfterChange<HTMLParagraphElement>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const gaps = missingCorrectionFields(fields);
    setMissing(gaps);
    // The first field to fill in takes the focus, so its message is read out there.
    if (gaps.length) document.getElementById(`${id}-${gaps[0]}`)?.focus();
    if (gaps.length || !store) return;
    setState('saving');
    try {
      await store.saveCorrection({ ...fields, city, language: analysisLanguage() });
      setState('saved');
      focusThanks();
    } catch (error) {
      console.error('Saving the correction failed', error);
      setState('failed');
    }
  };

  const field = (name: keyof CorrectionFields, multiline = false) => {
    const props = {
      id: `${id}-${name}`,
      value: fields[name],
      onChange: (e: { target: { value: string } }) => setTyped((f) => ({ ...f, [name]: e.target.value })),
      'aria-invalid': missing.includes(name),
      'aria-describedby': missing.includes(name) ? `${id}-${name}-error` : undefined,
      required: true,
      maxLength: multiline ? 2000 : 120,
      'data-testid': `correction-${name}`,
    };
    return (
      <div className="form-field">
        <label htmlFor={`${id}-${name}`}>{t(`results.correction.${name}`)}</label>
        {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
        {missing.includes(name) && (
          <p id={`${id}-${name}-error`} className="form-field__error">
            {t('results.correction.required')}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="card results-card" aria-labelledby={`${id}-title`} data-testid="correction-form">
      <h2 id={`${id}-title`}>{t('results.correction.title')}</h2>
      {state === 'saved' ? (
        <p ref={thanksRef} tabIndex={-1} className="results-card__done" role="status" data-testid="correction-thanks">
          {t('results.correction.thanks')}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <p className="results-card__muted">{t('results.correction.intro')}</p>
          {field('itemLabel')}
          {field('actualItem')}
          {field('correctInstructions', true)}
          {state === 'failed' && (
            <p className="error-box" role="alert">
              {t('results.correction.failed')}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={state === 'saving' || !store}>
            {t('results.correction.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
