/** The part of PGlite, of node-postgres and of one of their transactions the repositories use: plain parameterised SQL. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

/** A database the storage opens: PGlite in process, or a node-postgres pool. */
export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs the work on one connection held for its whole length: session-level advisory locks need it (a pool
   * would hand each statement to any connection). PGlite has one connection, so it is that one.
   */
  session<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A connection pool's use (PostgreSQL); PGlite has one connection and no pool. */
  poolUse?(): PoolUse;
}

export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}
