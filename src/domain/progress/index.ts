export * from './achievements';
export * from './badges';
export * from './days';
export * from './history';
export * from './impact';
export * from './progress';
export * from './streaks';
export * from './tiers';
