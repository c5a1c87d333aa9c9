export * from './busca.ts';
export * from './constants.ts';
export * from './schemas.ts';
