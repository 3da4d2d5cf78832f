export * from './constants';
export * from './errors';
export * from './models';
export * from './money';
export * from './realtime';
export * from './routes';
export * from './schemas';
export * from './sim-api';
