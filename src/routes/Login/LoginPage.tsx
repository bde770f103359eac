import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { AuthForm } from '../../components/AuthForm/AuthForm';
import { returnPath } from '../../domain/navigation';
import { sessionAtom, signInAtom, signInWithGoogleAtom } from '../../state/account';
import { useAtomValue, useSetAtom } from '../../state/jotai';

export function LoginPage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const signIn = useSetAtom(signInAtom);
  const signInWithGoogle = useSetAtom(signInWithGoogleAtom);
  const navigate = useNavigate();
  const { state } = useLocation();
  const ended = session.status === 'signedOut' ? session.error : undefined;

  return (
    <div className="auth-page">
      <div className="auth-page__card">
        <h1 className="auth-page__title">{t('login.title')}</h1>
        <p className="auth-page__lead">{t('login.subtitle')}</p>
        <AuthForm
          mode="login"
          notice={
            ended && (
              <p className="error-box auth-page__notice" role="alert">
                {t(`auth.errors.${ended}`)}
              </p>
            )
          }
          onSubmit={async (credentials) => {
            await signIn(credentials);
            navigate(returnPath(state), { replace: true });
          }}
          onGoogle={() => signInWithGoogle()}
        />
        <p className="auth-page__switch">
          <Link to="/register" state={state}>
            {t('login.registerLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
