export * from './admin.ts';
export * from './agenda.ts';
export * from './arquivos.ts';
export * from './institucional.ts';
export * from './noticias.ts';
export * from './regioes.ts';
