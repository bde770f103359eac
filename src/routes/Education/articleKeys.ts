import { type ArticleId, FEATURED_ARTICLE_ID } from '../../domain/education';

// The featured article's title and description sit with the featured block; the others with their topic card.
const textRoot = (id: ArticleId) => (id === FEATURED_ARTICLE_ID ? 'education.featured' : `education.topics.${id}`);

export const articleTitleKey = (id: ArticleId) => `${textRoot(id)}.title`;
export const articleBodyKey = (id: ArticleId) => `education.articles.${id}`;
