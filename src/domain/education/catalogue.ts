// The education content of the product: which articles exist and which video lessons are announced.
// Titles, descriptions and bodies are text, so they live in the locales under `education`.

/** The topic cards of the specification, in the order they are shown. */
export const TOPIC_IDS = ['recycling-basics', 'composting', 'plastic-types', 'e-waste', 'zero-waste'] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

/** 'The Complete Guide to Plastic Recycling', the featured article above the topic cards. */
export const FEATURED_ARTICLE_ID = 'plastic-recycling';

export const ARTICLE_IDS = [FEATURED_ARTICLE_ID, ...TOPIC_IDS] as const;
export type ArticleId = (typeof ARTICLE_IDS)[number];

export function isArticleId(id: string | undefined): id is ArticleId {
  return (ARTICLE_IDS as readonly (string | undefined)[]).includes(id);
}

export function articlePath(id: ArticleId): string {
  return `/education/${id}`;
}

export interface VideoLesson {
  id: string;
  durationSeconds: number;
  /** No video is published yet, so every count is honestly zero. */
  views: number;
  /** The article that covers the same ground until the video exists. */
  relatedArticle: ArticleId;
}

export const VIDEO_LESSONS: readonly VideoLesson[] = [
  { id: 'recycling-101', durationSeconds: 5 * 60 + 42, views: 0, relatedArticle: 'recycling-basics' },
  { id: 'composting-step-by-step', durationSeconds: 8 * 60 + 15, views: 0, relatedArticle: 'composting' },
  { id: 'zero-waste-first-steps', durationSeconds: 12 * 60 + 3, views: 0, relatedArticle: 'zero-waste' },
];

/** '5:42' for 342 seconds; hours are not needed for lessons this short but are kept correct. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The ISO 8601 duration a <time> element carries, e.g. 'PT5M42S'. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds % 60}S`;
}
