import './LegalPage.css';

import { useTranslation } from 'react-i18next';

import { BackLink } from '../../components/BackLink/BackLink';
import { middayOf, useToday } from '../../today';

export function TermsPage() {
  const { t, i18n } = useTranslation();
  const today = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(middayOf(useToday()));
  return (
    <article className="page page--narrow legal">
      <BackLink to="/">{t('common.backHome')}</BackLink>
      <h1 className="page__title">{t('terms.title')}</h1>
      <p className="legal__updated">{t('legal.lastUpdated', { date: today })}</p>
      <section className="card legal__section" aria-labelledby="terms-1">
        <h2 id="terms-1">{t('terms.agreement.title')}</h2>
        <p>{t('terms.agreement.p1')}</p>
        <p>{t('terms.agreement.p2')}</p>
      </section>
    </article>
  );
}
