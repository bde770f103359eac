export * from './forms';
export * from './sampleTips';
export * from './tipLists';
