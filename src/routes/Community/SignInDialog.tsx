import './TipDialogs.css';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Dialog } from '../../components/Dialog/Dialog';
import type { ReturnState } from '../../domain/navigation';

export type SignInReason = 'addTip' | 'upvote';

const BACK_HERE: ReturnState = { returnTo: '/community' };

/** Adding and upvoting tips need an account (the DataStore's rule); reading them does not. */
export function SignInDialog({ reason, onClose }: { reason: SignInReason | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={reason !== null} onClose={onClose} title={t('community.signIn.title')} testId="sign-in-dialog">
      <p className="sign-in-prompt__reason">{reason && t(`community.signIn.${reason}`)}</p>
      <p className="sign-in-prompt__note">{t('community.signIn.readFreely')}</p>
      <div className="tip-form__actions">
        <Link to="/register" state={BACK_HERE} className="button button--secondary">
          {t('community.signIn.register')}
        </Link>
        <Link to="/login" state={BACK_HERE} className="button button--primary">
          {t('community.signIn.signIn')}
        </Link>
      </div>
    </Dialog>
  );
}
