import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { articlePath, formatDuration, isoDuration, VIDEO_LESSONS } from '../../domain/education';
import { articleTitleKey } from './articleKeys';
import { TopicArt } from './TopicArt';

// No video exists yet, so the cards say so plainly: no play button, a 'coming soon' badge, zero views,
// and the article that covers the same ground in the meantime.
export function VideoLessons() {
  const { t } = useTranslation();
  return (
    <section className="videos" aria-labelledby="videos-heading">
      <h2 id="videos-heading" className="education__heading">
        {t('education.videos.heading')}
      </h2>
      <p className="videos__intro">{t('education.videos.intro')}</p>
      <ul className="videos__grid" role="list">
        {VIDEO_LESSONS.map((video) => (
          <li key={video.id} className="card video-card" data-testid="video-card">
            <div className="topic-art video-card__thumb" data-topic={video.relatedArticle}>
              <TopicArt id={video.relatedArticle} cover />
              <span className="video-card__badge">{t('education.videos.comingSoon')}</span>
            </div>
            <div className="video-card__body">
              <h3 className="video-card__title">{t(`education.videos.items.${video.id}`)}</h3>
              <p className="video-card__meta">
                <span>
                  <span className="visually-hidden">{t('education.videos.duration')} </span>
                  <time dir="ltr" dateTime={isoDuration(video.durationSeconds)}>
                    {formatDuration(video.durationSeconds)}
                  </time>
                </span>
                <span aria-hidden="true"> · </span>
                <span>{t('education.videos.views', { views: video.views })}</span>
              </p>
              <p className="video-card__meanwhile">
                {t('education.videos.meanwhile')}{' '}
                <Link to={articlePath(video.relatedArticle)}>{t(articleTitleKey(video.relatedArticle))}</Link>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
