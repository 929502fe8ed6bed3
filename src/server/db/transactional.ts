import type { Db } from '#server/db/database.ts';

/** A repository that can hand out a copy of itself bound to one transaction. */
export interface Transactional<R> {
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back otherwise. */
  transaction<T>(work: (repository: R) => Promise<T>): Promise<T>;
}

/**
 * Every repository is `createXRepository(db)`: a plain object of queries over one executor. This
 * adds `transaction`, which builds the same repository over a transaction's executor.
 */
export function transactional<R extends object>(
  db: Db,
  create: (executor: Db) => R,
): R & Transactional<R> {
  return {
    ...create(db),
    transaction: (work) => db.transaction((tx) => work(create(tx))),
  };
}
