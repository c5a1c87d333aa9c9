export * from './back-office-port.ts';
export * from './busca.ts';
export * from './constants.ts';
export * from './schemas.ts';
export * from './site-data-port.ts';
export * from './permissoes.ts';
export * from './midia-port.ts';
