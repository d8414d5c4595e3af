import type { Answers } from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { tokenDefaults, type MintedToken, type Tokens } from './tokens';

export interface MintedLinkDetails extends MintedToken {
  url: string;
}

/**
 * Staff links, shared by the admin CLI and the admin calls: the portal opens the service
 * (print) view for `?service_token=` and loads prefilled answers for `?token=`.
 */
export function createLinkMinter(config: Pick<ServerConfig, 'publicUrl'>, tokens: Tokens) {
  const linkFor = (name: string, minted: MintedToken): MintedLinkDetails => ({
    ...minted,
    url: `${config.publicUrl}/?${new URLSearchParams({ [name]: minted.token })}`,
  });

  return {
    /** A read-only link to one applicant's application; undefined for an unknown e-mail. */
    async serviceLink(
      db: Queryable,
      username: string,
      hours: number = tokenDefaults.serviceHours,
    ): Promise<MintedLinkDetails | undefined> {
      const rows = await db.query<{ id: string }>('SELECT id FROM applicants WHERE username = $1', [
        username,
      ]);
      const id = rows[0]?.id;
      if (!id) return undefined;
      return linkFor('service_token', await tokens.mint('service', id, hours));
    },

    /** Keeps a prefilled answer set and returns the link that loads it. */
    async temporaryAnswersLink(
      db: Queryable,
      answers: Answers,
      hours: number = tokenDefaults.temporaryAnswersHours,
    ): Promise<MintedLinkDetails> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO temporary_answer_sets (answers, expires_at)
         VALUES ($1::jsonb, now() + make_interval(secs => $2)) RETURNING id`,
        [JSON.stringify(answers), Math.round(hours * 3600)],
      );
      return linkFor('token', await tokens.mint('temporary-answers', rows[0]!.id, hours));
    },
  };
}

export type LinkMinter = ReturnType<typeof createLinkMinter>;

/** The answer set a temporary-answers link keeps, while it lasts; undefined after. */
export async function keptTemporaryAnswers(
  db: Queryable,
  id: string,
): Promise<Answers | undefined> {
  const rows = await db.query<{ answers: Answers }>(
    'SELECT answers FROM temporary_answer_sets WHERE id = $1 AND expires_at > now()',
    [id],
  );
  return rows[0]?.answers;
}
