import './Footer.css';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { config } from '../../config';
import { Icon } from '../Icon/Icon';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker';

export function Footer() {
  const { t } = useTranslation();
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
      <p className="footer__legal">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      <p className="footer__credits">
        <a href="https://www.geonames.org/" rel="noreferrer">
          {t('location.attribution')}
        </a>
        {' · '}
        <a href="https://www.openstreetmap.org/copyright" rel="noreferrer">
          {t('facilities.attribution')}
        </a>
        {' · '}
        <a
          href="https://www.toronto.ca/services-payments/recycling-organics-garbage/waste-wizard/"
          rel="noreferrer"
          data-testid="rules-credits"
        >
          {t('rules.attribution')}
        </a>
        {' · '}
        <a
          href="https://github.com/incubateur-ademe/quefairedemesdechets"
          rel="noreferrer"
          data-testid="rules-credits-fr"
        >
          {t('rules.attributionFrance')}
        </a>
        {' · '}
        <a
          href="https://github.com/cityssm/waste-disposal-data"
          rel="noreferrer"
          data-testid="rules-credits-sault-ste-marie"
        >
          {t('rules.attributionSaultSteMarie')}
        </a>
        {' · '}
        <a href="https://creativecommons.org/licenses/by/2.1/jp/" rel="noreferrer" data-testid="rules-credits-tsu">
          {t('rules.attributionTsu')}
        </a>
        {' · '}
        <a
          href="https://universe.roboflow.com/object-detection/e-waste-mx8fq"
          rel="noreferrer"
          data-testid="model-credits"
        >
          {t('identify.model.attribution')}
        </a>
      </p>
    </footer>
  );
}
