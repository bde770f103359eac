import './TipDialogs.css';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../components/Dialog/Dialog';
import { Spinner } from '../../components/Spinner/Spinner';
import { missingTipFields, TIP_FIELD_LIMITS, type TipFields } from '../../domain/community';
import { DataStoreError } from '../../services/data/dataStore';
import { useSetAtom } from '../../state/jotai';
import { toast } from '../../state/toast';
import { addTipAtom } from './tipsState';

type Field = keyof TipFields;
type Draft = Record<Field, string>;

const EMPTY: Draft = { itemType: '', location: '', instructions: '', source: '' };
const REQUIRED: ReadonlySet<Field> = new Set(['itemType', 'location', 'instructions']);

interface AddTipDialogProps {
  open: boolean;
  onClose: () => void;
  /** Prefills the location when it is empty. */
  city: string | null;
}

/**
 * The add-tip form. What was typed survives closing the dialog (Escape by mistake loses nothing) and
 * a failed save; only a saved tip clears it.
 */
export function AddTipDialog({ open, onClose, city }: AddTipDialogProps) {
  const { t } = useTranslation();
  const addTip = useSetAtom(addTipAtom);
  const id = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const firstField = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (open && city) setDraft((current) => (current.location.trim() ? current : { ...current, location: city }));
  }, [open, city]);

  const missing = new Set(attempted ? missingTipFields(draft) : []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const [firstMissing] = missingTipFields(draft);
    if (firstMissing) {
      setAttempted(true);
      fields.current[firstMissing]?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await addTip(draft);
      setDraft(EMPTY);
      setAttempted(false);
      toast.success(t('community.form.saved'));
      onClose();
    } catch (error) {
      console.error('Saving the tip failed', error);
      const signedOut =
        error instanceof DataStoreError && (error.code === 'not_authenticated' || error.code === 'session_expired');
      setFailure(t(signedOut ? 'community.form.signInAgain' : 'community.form.failed'));
    } finally {
      setSaving(false);
    }
  }

  function field(name: Field, multiline = false) {
    const inputId = `${id}-${name}`;
    const hintId = `${inputId}-hint`;
    const errorId = `${inputId}-error`;
    const invalid = missing.has(name);
    const hint = name === 'source' ? t('community.form.source.hint') : null;
    const props = {
      id: inputId,
      name,
      className: 'tip-form__input',
      value: draft[name],
      maxLength: TIP_FIELD_LIMITS[name],
      required: REQUIRED.has(name),
      placeholder: t(`community.form.${name}.placeholder`),
      'aria-invalid': invalid || undefined,
      'aria-describedby': [hint && hintId, invalid && errorId].filter(Boolean).join(' ') || undefined,
      onChange: (event: { target: { value: string } }) =>
        setDraft((current) => ({ ...current, [name]: event.target.value })),
    };
    return (
      <div className="tip-form__field">
        <label htmlFor={inputId} className="tip-form__label">
          {t(`community.form.${name}.label`)}
        </label>
        {hint && (
          <p id={hintId} className="tip-form__hint">
            {hint}
          </p>
        )}
        {multiline ? (
          <textarea {...props} rows={5} ref={(element) => void (fields.current[name] = element)} />
        ) : (
          <input
            {...props}
            type="text"
            autoComplete={name === 'location' ? 'address-level2' : 'off'}
            ref={(element) => {
              fields.current[name] = element;
              if (name === 'itemType') firstField.current = element;
            }}
          />
        )}
        {invalid && (
          <p id={errorId} className="tip-form__error">
            {t(`community.form.${name}.required`)}
          </p>
        )}
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('community.addTip')}
      initialFocus={firstField}
      testId="add-tip-dialog"
    >
      <form className="tip-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="tip-form__intro">{t('community.form.intro')}</p>
        {field('itemType')}
        {field('location')}
        {field('instructions', true)}
        {field('source')}
        {failure && (
          <p className="error-box" role="alert">
            {failure}
          </p>
        )}
        <div className="tip-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('community.form.cancel')}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={saving}>
            {saving ? <Spinner size="small" label={t('community.form.saving')} /> : t('community.form.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
