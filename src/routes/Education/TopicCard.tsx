import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Icon } from '../../components/Icon/Icon';
import { type ArticleId, articlePath } from '../../domain/education';
import { TopicArt } from './TopicArt';

interface TopicCardProps {
  id: ArticleId;
  title: string;
  description: string;
}

/** A whole-card link whose accessible name is just the title; the rest of the card describes it. */
export function TopicCard({ id, title, description }: TopicCardProps) {
  const { t } = useTranslation();
  return (
    <article className="card topic-card">
      <div className="topic-art" data-topic={id}>
        <TopicArt id={id} cover />
      </div>
      <div className="topic-card__body">
        <h3 className="topic-card__title">
          <Link to={articlePath(id)} className="topic-card__link">
            {title}
          </Link>
        </h3>
        <p className="topic-card__description">{description}</p>
        <span className="topic-card__more" aria-hidden="true">
          {t('education.readArticle')}
          <Icon name="arrowForward" size={18} className="flip-in-rtl" />
        </span>
      </div>
    </article>
  );
}
