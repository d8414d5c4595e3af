import type { CliContext } from '../tokens/cli-commands';
import { latestOutboxMail } from './mailer';

/** Reading the outbox of the console transport: the codes and links a developer needs. */
export const mailCommands = {
  outbox: {
    usage: 'outbox [email] [--limit N]   the latest mail kept by the console transport',
    async run({ database, args, print }: CliContext) {
      const at = args.indexOf('--limit');
      const limit = at === -1 ? 5 : Number(args[at + 1]);
      const recipient = args.find(
        (arg, index) => index !== at && index !== at + 1 && arg !== '--limit',
      );
      const rows = await latestOutboxMail(database, recipient, limit > 0 ? limit : 5);
      if (!rows.length) print('The outbox is empty.');
      for (const row of rows.reverse()) {
        print(`--- ${new Date(row.created_at).toISOString()} to ${row.recipient}: ${row.subject}`);
        print(row.text_body);
      }
    },
  },
};
