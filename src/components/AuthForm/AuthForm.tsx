// The form the Login and Register screens share: Google (when the backend offers it), e-mail and
// password, a busy submit button, and errors in a red box. Test hooks: input[type=email],
// input[type=password] and one button[type=submit].
import './AuthForm.css';

import type { TFunction } from 'i18next';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Credentials } from '../../domain/auth/credentials';
import { configuredBackend } from '../../services/data';
import { type DataErrorCode, DataStoreError } from '../../services/data/dataStore';
import { dataStoreAtom } from '../../state/account';
import { useAtomValue } from '../../state/jotai';

/** Codes with their own translated message; anything else shows the provider's words or the fallback. */
const TRANSLATED: ReadonlySet<DataErrorCode> = new Set([
  'missing_credentials',
  'invalid_credentials',
  'user_already_exists',
  'weak_password',
  'invalid_email',
  'email_not_confirmed',
  'session_expired',
  'network',
]);

type Field = 'email' | 'password';

/** The fields an error is about, marked invalid; an error not about either (the network) marks none. */
function fieldsInError(error: unknown, credentials: Credentials): readonly Field[] {
  if (!(error instanceof DataStoreError)) return [];
  switch (error.code) {
    case 'invalid_email':
    case 'user_already_exists':
      return ['email'];
    case 'weak_password':
      return ['password'];
    case 'invalid_credentials':
      return ['email', 'password'];
    case 'missing_credentials':
      return (['email', 'password'] as const).filter((field) => credentials[field].trim() === '');
    default:
      return [];
  }
}

export function authErrorMessage(error: unknown, fallback: string, t: TFunction): string {
  if (error instanceof DataStoreError) {
    if (TRANSLATED.has(error.code)) return t(`auth.errors.${error.code}`);
    if (error.message.trim() !== '') return error.message;
  }
  return fallback;
}

interface AuthFormProps {
  mode: 'login' | 'register';
  /** Submits the credentials; rejects with the error to show. */
  onSubmit(credentials: Credentials): Promise<void>;
  onGoogle(): Promise<void>;
  /** Shown above the form, e.g. why the person was signed out. */
  notice?: ReactNode;
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.3 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.7-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

export function AuthForm({ mode, onSubmit, onGoogle, notice }: AuthFormProps) {
  const { t } = useTranslation();
  const dataStore = useAtomValue(dataStoreAtom);
  // The form can show before the data store has loaded (main.tsx): it is laid out for the configured
  // backend meanwhile, so nothing moves when the store arrives, and it acts once the store is there.
  const backend = dataStore?.backend ?? configuredBackend();
  const offersGoogle = dataStore ? dataStore.auth.supportsGoogle : backend === 'supabase';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'form' | 'google' | null>(null);
  const waiting = busy !== null || dataStore === null;
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<readonly Field[]>([]);
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();
  const errorId = useId();
  const login = mode === 'login';

  const run = async (kind: 'form' | 'google', action: () => Promise<void>, fallback: string) => {
    setBusy(kind);
    setError(null);
    setInvalid([]);
    try {
      await action();
    } catch (caught) {
      setError(authErrorMessage(caught, fallback, t));
      if (kind === 'form') setInvalid(fieldsInError(caught, { email, password }));
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waiting) return;
    void run(
      'form',
      () => onSubmit({ email, password }),
      t(login ? 'auth.errors.signInFailed' : 'auth.errors.registerFailed'),
    );
  };

  const google = () =>
    void run('google', onGoogle, t(login ? 'auth.errors.googleSignInFailed' : 'auth.errors.googleRegisterFailed'));

  return (
    <div className="auth-form">
      {notice}
      {offersGoogle && (
        <>
          <button type="button" className="button auth-form__google" onClick={google} disabled={waiting}>
            <GoogleMark />
            {t('auth.google')}
          </button>
          <p className="auth-form__divider">
            <span>{t(login ? 'auth.orEmail' : 'register.orEmail')}</span>
          </p>
        </>
      )}
      {backend === 'local' && <p className="auth-form__device-note">{t('auth.onDeviceNote')}</p>}
      <form className="auth-form__form" onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        <label className="auth-form__label" htmlFor={emailId}>
          {t('auth.email')}
        </label>
        <input
          id={emailId}
          className="auth-form__input"
          type="email"
          name="email"
          autoComplete={login ? 'username' : 'email'}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid.includes('email') || undefined}
        />
        <label className="auth-form__label" htmlFor={passwordId}>
          {t('auth.password')}
        </label>
        <input
          id={passwordId}
          className="auth-form__input"
          type="password"
          name="password"
          autoComplete={login ? 'current-password' : 'new-password'}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={login ? undefined : hintId}
          aria-invalid={invalid.includes('password') || undefined}
        />
        {!login && (
          <p id={hintId} className="auth-form__hint">
            {t('auth.passwordHint')}
          </p>
        )}
        {error && (
          <p id={errorId} className="error-box auth-form__error" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--large auth-form__submit"
          disabled={waiting}
          aria-busy={busy === 'form'}
        >
          {busy === 'form' && <span className="auth-form__busy" aria-hidden="true" />}
          {busy === 'form'
            ? t(login ? 'login.submitting' : 'register.submitting')
            : t(login ? 'login.submit' : 'register.submit')}
        </button>
      </form>
    </div>
  );
}
