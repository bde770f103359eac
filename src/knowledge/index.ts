export { analyzeWithKnowledgeBase } from './knowledgeAnalysis';
export { GENERIC_PACK, RULE_PACKS, ruleContextFor } from './rulePacks';
