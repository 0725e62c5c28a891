export * from './actions';
export * from './connection';
export * from './labs';
