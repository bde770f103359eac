import './HomePage.css';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Icon, type IconName } from '../../components/Icon/Icon';
import { HomeTools } from './HomeTools';
import { ImpactFigures } from './ImpactFigures';

const FEATURES: { key: string; icon: IconName }[] = [
  { key: 'identify', icon: 'camera' },
  { key: 'instructions', icon: 'list' },
  { key: 'track', icon: 'chart' },
  { key: 'learn', icon: 'book' },
];

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <section className="hero-band home__hero" aria-labelledby="home-title">
        <div className="home__hero-inner">
          <div className="home__hero-copy">
            <p className="eyebrow">{t('home.eyebrow')}</p>
            <h1 id="home-title" className="home__title">
              {t('home.title')}
            </h1>
            <p className="home__subtitle">{t('home.subtitle')}</p>
            <div className="home__hero-buttons">
              <a href="#scan" className="button button--primary button--large">
                {t('home.start')}
              </a>
              <Link to="/register" className="button button--secondary button--large">
                {t('home.join')}
              </Link>
            </div>
          </div>
          <div className="home__tools">
            <HomeTools />
          </div>
        </div>
      </section>

      <section className="home__section" aria-labelledby="features-title">
        <h2 id="features-title" className="home__section-title">
          {t('home.features.title')}
        </h2>
        <div className="home__features">
          {FEATURES.map(({ key, icon }) => (
            <article key={key} className="card home__feature">
              <span className="home__feature-icon">
                <Icon name={icon} size={28} />
              </span>
              <h3>{t(`home.features.${key}.title`)}</h3>
              <p>{t(`home.features.${key}.text`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="home__impact" aria-labelledby="impact-title">
        <h2 id="impact-title" className="home__section-title">
          {t('home.impact.title')}
        </h2>
        <ImpactFigures />
      </section>

      <section className="home__cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{t('home.cta.title')}</h2>
        <p>{t('home.cta.text')}</p>
        <a href="#scan" className="button button--primary button--large">
          {t('home.cta.button')}
        </a>
      </section>
    </div>
  );
}
