import './ArticlePage.css';

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { BackLink } from '../../components/BackLink/BackLink';
import { Spinner } from '../../components/Spinner/Spinner';
import {
  ARTICLE_IDS,
  type ArticleId,
  articlePath,
  FEATURED_ARTICLE_ID,
  isArticleId,
  parseArticleBody,
  readingMinutes,
} from '../../domain/education';
import { useLongFormText } from '../../useLongFormText';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { ArticleBody } from './ArticleBody';
import { articleBodyKey, articleTitleKey } from './articleKeys';
import { TopicArt } from './TopicArt';

/** /education/:id: one article per topic plus the featured guide; any other id is not found. */
export function ArticlePage() {
  const { id } = useParams();
  if (!isArticleId(id)) return <NotFoundPage />;
  return <Article key={id} id={id} />;
}

function Article({ id }: { id: ArticleId }) {
  const { t, i18n } = useTranslation();
  const { status, retry } = useLongFormText(`${articleBodyKey(id)}.lead`);
  const body = status === 'ready' ? parseArticleBody(t(articleBodyKey(id), { returnObjects: true })) : null;
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <article className="page article">
      <BackLink to="/education">{t('education.article.back')}</BackLink>
      <header className="article__header">
        <div className="topic-art article__art" data-topic={id}>
          <TopicArt id={id} />
        </div>
        {id === FEATURED_ARTICLE_ID && <p className="eyebrow">{t('education.featured.label')}</p>}
        <h1 className="article__title">{t(articleTitleKey(id))}</h1>
        {body && (
          <p className="article__reading-time">
            {t('education.article.readingTime', { minutes: readingMinutes(body, language) })}
          </p>
        )}
      </header>

      {status === 'loading' && <Spinner label={t('education.article.loading')} />}
      {(status === 'failed' || (status === 'ready' && !body)) && (
        <div className="error-box article__error" role="alert">
          <p>{t('education.article.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('education.article.retry')}
          </button>
        </div>
      )}
      {body && <ArticleBody body={body} />}

      <nav className="article__more" aria-labelledby="keep-learning">
        <h2 id="keep-learning">{t('education.article.keepLearning')}</h2>
        <ul role="list">
          {ARTICLE_IDS.filter((other) => other !== id).map((other) => (
            <li key={other}>
              <Link to={articlePath(other)} className="article__more-link">
                <span className="topic-art article__more-art" data-topic={other}>
                  <TopicArt id={other} />
                </span>
                {t(articleTitleKey(other))}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
