import './Spinner.css';

import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** Visible text under the spinner; defaults to a screen-reader-only "Loading". */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'large' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div className={`spinner spinner--${size}`} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className={label ? 'spinner__label' : 'visually-hidden'}>{label ?? t('common.loading')}</span>
    </div>
  );
}
