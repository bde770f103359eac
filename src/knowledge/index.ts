export { analyzeWithKnowledgeBase } from './knowledgeAnalysis';
