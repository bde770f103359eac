import './Footer.css';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { config } from '../../config';
import { middayOf, useToday } from '../../today';
import { Icon } from '../Icon/Icon';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker';

/** Whose data the app shows, each credited where its licence asks; the test ids are kept stable. */
const DATA_CREDITS: readonly { href: string; text: string; testId?: string }[] = [
  { href: 'https://www.geonames.org/', text: 'location.attribution' },
  { href: 'https://www.openstreetmap.org/copyright', text: 'facilities.attribution' },
  {
    href: 'https://www.toronto.ca/services-payments/recycling-organics-garbage/waste-wizard/',
    text: 'rules.attribution',
    testId: 'rules-credits',
  },
  {
    href: 'https://github.com/incubateur-ademe/quefairedemesdechets',
    text: 'rules.attributionFrance',
    testId: 'rules-credits-fr',
  },
  {
    href: 'https://github.com/cityssm/waste-disposal-data',
    text: 'rules.attributionSaultSteMarie',
    testId: 'rules-credits-sault-ste-marie',
  },
  {
    href: 'https://creativecommons.org/licenses/by/2.1/jp/',
    text: 'rules.attributionTsu',
    testId: 'rules-credits-tsu',
  },
  {
    href: 'https://universe.roboflow.com/object-detection/e-waste-mx8fq',
    text: 'identify.model.attribution',
    testId: 'model-credits',
  },
];

export function Footer() {
  const { t } = useTranslation();
  const today = useToday();
  const email = config.contact.supportEmail;
  return (
    <footer className="footer">
      <div className="footer__columns">
        <section className="footer__column" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer__brand">
            <Icon name="recycle" size={20} /> RecycleSmart
          </h2>
          <p className="footer__mission">{t('footer.mission')}</p>
        </section>
        <section className="footer__column" aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="footer__heading">
            {t('footer.resources')}
          </h2>
          <ul className="footer__links">
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/taught">{t('footer.taught')}</Link>
            </li>
            <li>
              <Link to="/education">{t('header.education')}</Link>
            </li>
          </ul>
        </section>
        <section className="footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">
            {t('footer.contact')}
          </h2>
          <p className="footer__support">
            {t('footer.support')}{' '}
            <a href={`mailto:${email}`} dir="ltr">
              {email}
            </a>
          </p>
          <LanguagePicker />
        </section>
      </div>
      <p className="footer__legal">{t('footer.copyright', { year: middayOf(today).getFullYear() })}</p>
      <p className="footer__credits">
        {DATA_CREDITS.map((credit, index) => (
          <span key={credit.text}>
            {index > 0 && ' · '}
            <a href={credit.href} rel="noreferrer" data-testid={credit.testId}>
              {t(credit.text)}
            </a>
          </span>
        ))}
      </p>
    </footer>
  );
}
