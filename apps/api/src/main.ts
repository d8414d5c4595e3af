import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildServer } from './server';

const config = await loadConfig();
const database = await openDatabase(config);
await migrate(database);
const app = await buildServer({ config, database });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

await app.listen({ port: config.port, host: config.host });
