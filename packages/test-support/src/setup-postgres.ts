// Per-worker setup of the "postgres" projects: test databases are created on the run's server.
import { inject } from 'vitest';

process.env.TEST_PG_URL = inject('pgUrl');
