export * from './bytes';
export * from './translations';
export * from './stairs';
export * from './verify';
export * from './wheel';
