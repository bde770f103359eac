export * from './accountData';
export * from './exportFile';
export * from './importPlan';
