import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { AuthForm } from '../../components/AuthForm/AuthForm';
import { returnPath } from '../../domain/navigation';
import { signInWithGoogleAtom, signUpAtom } from '../../state/account';
import { useSetAtom } from '../../state/jotai';

export function RegisterPage() {
  const { t } = useTranslation();
  const signUp = useSetAtom(signUpAtom);
  const signInWithGoogle = useSetAtom(signInWithGoogleAtom);
  const navigate = useNavigate();
  const { state } = useLocation();
  const [confirmFor, setConfirmFor] = useState<string | null>(null);

  return (
    <div className="auth-page">
      <div className="auth-page__card">
        <h1 className="auth-page__title">{t('register.title')}</h1>
        <p className="auth-page__lead">
          <Link to="/login" state={state}>
            {t('register.signInLink')}
          </Link>
        </p>
        {confirmFor ? (
          <p className="auth-form__device-note" role="status">
            {t('register.confirmEmail', { email: confirmFor })}
          </p>
        ) : (
          <AuthForm
            mode="register"
            onSubmit={async (credentials) => {
              const { user, confirmEmail } = await signUp(credentials);
              if (confirmEmail) setConfirmFor(user.email);
              else navigate(returnPath(state), { replace: true });
            }}
            onGoogle={() => signInWithGoogle()}
          />
        )}
      </div>
    </div>
  );
}
