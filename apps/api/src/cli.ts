// The admin command line; its commands arrive with the accounts and tokens they manage.
const [command] = process.argv.slice(2);
console.error(
  command ? `Unknown command: ${command}` : 'Usage: pnpm --filter @applykit/api cli <command>',
);
process.exit(command ? 1 : 0);
