import '../Terms/LegalPage.css';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { BackLink } from '../../components/BackLink/BackLink';
import { config } from '../../config';
import { middayOf, useToday } from '../../today';

// The twelve sections of the policy, in order. Each has a title and one or two paragraphs.
const SECTIONS = [
  { id: 'introduction', paragraphs: 1 },
  { id: 'collected', paragraphs: 2 },
  { id: 'use', paragraphs: 1 },
  { id: 'security', paragraphs: 1 },
  { id: 'sharing', paragraphs: 2 },
  { id: 'rights', paragraphs: 1 },
  { id: 'cookies', paragraphs: 1 },
  { id: 'children', paragraphs: 1 },
  { id: 'transfers', paragraphs: 1 },
  { id: 'changes', paragraphs: 1 },
  { id: 'contact', paragraphs: 1 },
  { id: 'ccpaGdpr', paragraphs: 2 },
] as const;

export function PrivacyPage() {
  const { t, i18n } = useTranslation();
  const today = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(middayOf(useToday()));
  const { privacyEmail, postalAddress } = config.contact;
  return (
    <article className="page page--narrow legal">
      <BackLink to="/">{t('common.backHome')}</BackLink>
      <h1 className="page__title">{t('privacy.title')}</h1>
      <p className="legal__updated">{t('legal.lastUpdated', { date: today })}</p>
      {SECTIONS.map(({ id, paragraphs }, index) => (
        <section
          key={id}
          className="card legal__section"
          aria-labelledby={`privacy-${id}`}
          data-testid="privacy-section"
        >
          <h2 id={`privacy-${id}`}>
            {index + 1}. {t(`privacy.${id}.title`)}
          </h2>
          {Array.from({ length: paragraphs }, (_, p) => (
            <p key={p}>{t(`privacy.${id}.p${p + 1}`)}</p>
          ))}
          {id === 'rights' && (
            <p>
              {t('privacy.rights.manage')}{' '}
              <Link to="/dashboard#your-data" data-testid="privacy-your-data">
                {t('privacy.rights.manageLink')}
              </Link>
            </p>
          )}
          {id === 'contact' && (
            <address className="legal__contact">
              <a href={`mailto:${privacyEmail}`} dir="ltr">
                {privacyEmail}
              </a>
              <br />
              <span dir="ltr">{postalAddress}</span>
            </address>
          )}
        </section>
      ))}
    </article>
  );
}
