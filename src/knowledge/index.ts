export { analyzeWithKnowledgeBase } from './analyze';
