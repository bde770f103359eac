import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Icon } from '../../components/Icon/Icon';
import { articlePath, FEATURED_ARTICLE_ID } from '../../domain/education';
import { TopicArt } from './TopicArt';

export function FeaturedArticle() {
  const { t } = useTranslation();
  return (
    <section className="card featured" aria-labelledby="featured-title">
      <div className="topic-art featured__art" data-topic={FEATURED_ARTICLE_ID}>
        <TopicArt id={FEATURED_ARTICLE_ID} />
      </div>
      <div className="featured__copy">
        <p className="eyebrow">{t('education.featured.label')}</p>
        <h2 id="featured-title" className="featured__title">
          {t('education.featured.title')}
        </h2>
        <p className="featured__description">{t('education.featured.description')}</p>
        <Link
          to={articlePath(FEATURED_ARTICLE_ID)}
          className="button button--primary"
          aria-describedby="featured-title"
        >
          {t('education.featured.readMore')}
          <Icon name="arrowForward" size={20} className="flip-in-rtl" />
        </Link>
      </div>
    </section>
  );
}
