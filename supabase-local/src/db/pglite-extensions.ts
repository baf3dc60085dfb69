// The contrib extensions a hosted project offers in schema `extensions` that the app relies on,
// for every PGlite that runs the migrations (the server's worker, the migration and REST tests).
// platform.sql creates pgcrypto and uuid-ossp; the migrations create pg_trgm.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

export const pgliteExtensions = { pgcrypto, uuid_ossp, pg_trgm };
