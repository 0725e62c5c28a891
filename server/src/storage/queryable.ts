/** The part of PGlite (and of one of its transactions) the repositories use: plain parameterised SQL. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}
