import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { mailCommands } from './mail/cli-commands';
import { staffCommands } from './staff/cli-commands';
import { tokenCommands, type CliContext } from './tokens/cli-commands';

/**
 * The admin command line: `pnpm --filter @applykit/api cli <command> …`. It opens the same
 * database as the server; in embedded mode the server must be stopped first (the data folder
 * takes one process), or use the admin calls of the running server instead.
 */
const commands: Record<string, { usage: string; run: (context: CliContext) => Promise<void> }> = {
  ...tokenCommands,
  ...mailCommands,
  ...staffCommands,
};

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  if (name) console.error(`Unknown command: ${name}`);
  console.error('Usage: pnpm --filter @applykit/api cli <command>');
  for (const { usage } of Object.values(commands)) console.error(`  ${usage}`);
  process.exit(name ? 1 : 0);
}

const config = await loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  await command.run({ config, database, args, print: (line) => console.log(line) });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
