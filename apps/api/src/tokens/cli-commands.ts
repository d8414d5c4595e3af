import { readFileSync } from 'node:fs';
import { serverMessages } from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { checkAnswers } from '../application/answers';
import { HttpError } from '../http/errors';
import { createLinkMinter } from './links';
import { createTokens, loadSigningKey } from './tokens';

export interface CliContext {
  config: ServerConfig;
  database: Database;
  args: string[];
  print: (line: string) => void;
}

/** `--hours N` among the arguments, and the other arguments in order. */
function hoursOption(args: string[]): { hours: number | undefined; rest: string[] } {
  const at = args.indexOf('--hours');
  if (at === -1) return { hours: undefined, rest: args };
  const hours = Number(args[at + 1]);
  if (!(hours > 0)) throw new Error('--hours needs a positive number.');
  return { hours, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

/** Admin commands for the links staff hand out; each prints the URL and its expiry. */
export const tokenCommands = {
  'service-url': {
    usage: 'service-url <applicant email> [--hours N]   a read-only link to one application',
    async run({ config, database, args, print }: CliContext) {
      const { hours, rest } = hoursOption(args);
      const [username] = rest;
      if (!username) throw new Error('Give the applicant’s email address.');
      const links = createLinkMinter(config, createTokens(loadSigningKey(config), database));
      const link = await links.serviceLink(database, username, hours);
      if (!link) throw new Error(`No applicant has the email address ${username}.`);
      print(link.url);
      print(`valid until ${link.expiresAt.toISOString()}`);
    },
  },
  'revoke-token': {
    usage: 'revoke-token <link or token>   withdraw a service or temporary-answers link now',
    async run({ config, database, args, print }: CliContext) {
      const [given] = args;
      if (!given) throw new Error('Give the link or the token to revoke.');
      const outcome = await createTokens(loadSigningKey(config), database).revoke(given);
      if (outcome === 'not-ours') throw new Error(serverMessages.tokenNotIssued);
      print(serverMessages.tokenRevoked);
    },
  },
  'temporary-answers': {
    usage:
      'temporary-answers <answers.json> [--hours N]   keep a prefilled answer set, print its ?token= link',
    async run({ config, database, args, print }: CliContext) {
      const { hours, rest } = hoursOption(args);
      const [file] = rest;
      if (!file) throw new Error('Give a JSON file holding an object of answers.');
      let answers;
      try {
        answers = checkAnswers(
          JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8')),
          config.form.definition,
        );
      } catch (error) {
        if (error instanceof HttpError) {
          throw new Error(
            `${error.message}${error.errors ? ` ${JSON.stringify(error.errors)}` : ''}`,
          );
        }
        throw error;
      }
      const links = createLinkMinter(config, createTokens(loadSigningKey(config), database));
      const link = await links.temporaryAnswersLink(database, answers, hours);
      print(link.url);
      print(`valid until ${link.expiresAt.toISOString()}`);
    },
  },
};
