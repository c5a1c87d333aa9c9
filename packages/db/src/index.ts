export {
  CONTENT_CHANNEL,
  type ContentWatchHandlers,
  type Database,
  type Db,
  type DbOptions,
  notifyContentChange,
  openDatabase,
  type PoolStats,
  type QueryObserver,
} from './client.ts';
export { DataDirLockedError, lockDataDir } from './lock.ts';
export { isDatabaseUnavailableError } from './unavailable.ts';
export { sanitizeNewsHtml } from './sanitize.ts';
export * as tables from './schema/index.ts';
export { BundleError, type CheckedBundle, checkBundle, readBundle } from './bundle/read.ts';
export { importBundle, isEmpty } from './bundle/import.ts';
export { type BundleEntry, bundleEntries, type ExportOptions, exportBundle } from './bundle/export.ts';
export { generateScaleBundle, SCALE_YEARS, type ScaleOptions } from './bundle/scale.ts';
export {
  type BundleProgress,
  NOTICIAS_CHUNK_BYTES,
  NOTICIAS_CHUNK_ITEMS,
  NOTICIAS_DIR,
  noticiasChunkName,
} from './bundle/format.ts';
export { type Bundle, type ParteDoPacote, PARTES } from './bundle/partes.ts';
export { PROJECOES, type ProjecaoPublica } from './projecoes.ts';
export { DEMO_BUNDLE_DIR } from './package-paths.ts';
export { ConfigError, dbOptionsFromEnv, type TotpKey, totpKeysFromEnv } from './env.ts';
export {
  ArchiveError,
  bundleArchive,
  extractArchive,
  isArchiveName,
  MAX_ARCHIVE_BYTES,
  MAX_ARCHIVE_ENTRIES,
  unsafeEntryName,
  withExtractedArchive,
} from './bundle/archive.ts';
export {
  buscarMunicipiosMg,
  codigoIbgeDe,
  digitoVerificadorIbge,
  MUNICIPIOS_MG,
  type MunicipioMg,
  municipioMgPorCodigo,
  municipioMgPorNome,
  normalizarNomeMunicipio,
  RESULTADOS_BUSCA_MUNICIPIO,
} from './registro/municipios.ts';
export { buscarMunicipiosNasRegionais, ondeEstao } from './registro/onde-estao.ts';
