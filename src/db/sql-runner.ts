/** The raw SQL the migrator needs, over PGlite or a pg pool alike. */
export interface SqlSession {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface SqlRunner extends SqlSession {
  transaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T>;
}
