/** A throwaway PostgreSQL cluster on 127.0.0.1, trusting local connections. */
export interface ThrowawayPostgres {
  /** `postgres://applykit@127.0.0.1:<port>/postgres` */
  url: string;
  /** Stops the cluster at once and removes its folder. */
  stop(): void;
}

export function startPostgres(): Promise<ThrowawayPostgres>;
