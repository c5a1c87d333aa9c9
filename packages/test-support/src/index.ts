export { findPostgresBin, type PostgresServer, startPostgres } from './postgres-server.ts';
export { createTestDatabase, type TestDatabase } from './test-database.ts';
