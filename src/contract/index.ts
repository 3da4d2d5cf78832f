export * from './constants';
export * from './errors';
export * from './models';
export * from './money';
export * from './realtime';
export * from './routes';
export * from './sim-api';
