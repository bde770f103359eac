import './EducationPage.css';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { Icon } from '../../components/Icon/Icon';
import { PageHero } from '../../components/PageHero/PageHero';
import { filterTopics, TOPIC_IDS } from '../../domain/education';
import { FeaturedArticle } from './FeaturedArticle';
import { TopicCard } from './TopicCard';
import { VideoLessons } from './VideoLessons';

// The query lives in the address (?q=) so going back from an article returns to the same results.
const QUERY_PARAM = 'q';

export function EducationPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get(QUERY_PARAM) ?? '';
  const searchId = useId();

  const topics = TOPIC_IDS.map((id) => ({
    id,
    title: t(`education.topics.${id}.title`),
    description: t(`education.topics.${id}.description`),
  }));
  const shown = filterTopics(topics, query, i18n.resolvedLanguage);

  const setQuery = (value: string) => setSearchParams(value ? { [QUERY_PARAM]: value } : {}, { replace: true });

  return (
    <div className="education">
      <PageHero id="education-title" title={t('education.title')} subtitle={t('education.subtitle')}>
        <form role="search" className="education__search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('education.search.label')}
          </label>
          <Icon name="search" size={22} className="education__search-icon" />
          <input
            id={searchId}
            type="search"
            className="education__search-input"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('education.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
          />
        </form>
      </PageHero>

      <div className="education__content">
        <section className="education__topics" aria-labelledby="topics-heading">
          <div className="education__topics-header">
            <h2 id="topics-heading" className="education__heading">
              {shown.length > 0 ? t('education.topicsHeading') : t('education.noResults')}
            </h2>
            <p className="education__count" role="status">
              {t('education.search.results', { shown: shown.length, total: topics.length })}
            </p>
          </div>
          {shown.length > 0 ? (
            <ul className="education__topic-grid" role="list">
              {shown.map((topic) => (
                <li key={topic.id}>
                  <TopicCard id={topic.id} title={topic.title} description={topic.description} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="education__empty">
              <p>{t('education.noResultsHint')}</p>
              <button type="button" className="button button--secondary" onClick={() => setQuery('')}>
                {t('education.search.clear')}
              </button>
            </div>
          )}
        </section>

        <FeaturedArticle />
        <VideoLessons />
      </div>
    </div>
  );
}
