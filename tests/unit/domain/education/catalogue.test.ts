import {
  ARTICLE_IDS,
  articlePath,
  FEATURED_ARTICLE_ID,
  formatDuration,
  isArticleId,
  isoDuration,
  TOPIC_IDS,
  VIDEO_LESSONS,
} from '../../../../src/domain/education';

describe('education catalogue', () => {
  it('has the five topics of the specification, in order', () => {
    expect(TOPIC_IDS).toEqual(['recycling-basics', 'composting', 'plastic-types', 'e-waste', 'zero-waste']);
  });

  it('gives the featured guide and every topic an article at /education/{id}', () => {
    expect(ARTICLE_IDS).toEqual([FEATURED_ARTICLE_ID, ...TOPIC_IDS]);
    expect(articlePath('composting')).toBe('/education/composting');
    expect(articlePath(FEATURED_ARTICLE_ID)).toBe('/education/plastic-recycling');
  });

  it('recognises only known article ids', () => {
    for (const id of ARTICLE_IDS) expect(isArticleId(id)).toBe(true);
    expect(isArticleId('unknown')).toBe(false);
    expect(isArticleId('')).toBe(false);
    expect(isArticleId(undefined)).toBe(false);
    expect(isArticleId('Composting')).toBe(false);
  });

  it('announces the three video lessons with the durations of the specification and no views yet', () => {
    expect(VIDEO_LESSONS.map((video) => formatDuration(video.durationSeconds))).toEqual(['5:42', '8:15', '12:03']);
    expect(VIDEO_LESSONS.every((video) => video.views === 0)).toBe(true);
    for (const video of VIDEO_LESSONS) expect(isArticleId(video.relatedArticle)).toBe(true);
  });

  it('formats durations as m:ss, with hours when needed', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9)).toBe('0:09');
    expect(formatDuration(342)).toBe('5:42');
    expect(formatDuration(723)).toBe('12:03');
    expect(formatDuration(3600 + 5 * 60 + 7)).toBe('1:05:07');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it('writes ISO 8601 durations for <time datetime>', () => {
    expect(isoDuration(342)).toBe('PT5M42S');
    expect(isoDuration(723)).toBe('PT12M3S');
    expect(isoDuration(45)).toBe('PT45S');
    expect(isoDuration(3600)).toBe('PT1H0S');
  });
});
