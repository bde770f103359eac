export * from './article';
export * from './catalogue';
export * from './topicSearch';
