// pnpm --filter @applykit/api lookup:import -- --category college_ceeb --file colleges.csv [--replace|--merge]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { directoryCategories, type DirectoryCategory } from './categories';
import { directoryColumns } from './categories';
import { DirectoryImportError, importDirectory } from './import';

const usage = `Usage: pnpm --filter @applykit/api lookup:import -- --category college_ceeb|hs_ceeb --file <csv> [--replace|--merge]
  CSV with a header row; columns ${directoryColumns.join(', ')} (ceeb and name required).
  --merge (default) adds new CEEB codes and updates known ones; --replace also deletes the rest.
  Uses DATABASE_URL, or the embedded database under DATA_DIR (stop the server first).`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// pnpm passes the "--" that separates its own options through to the script.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
let options: {
  category?: string;
  file?: string;
  replace?: boolean;
  merge?: boolean;
  help?: boolean;
};
try {
  ({ values: options } = parseArgs({
    args,
    options: {
      category: { type: 'string' },
      file: { type: 'string' },
      replace: { type: 'boolean' },
      merge: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const category = options.category as DirectoryCategory;
if (!directoryCategories.includes(category))
  fail(`--category must be college_ceeb or hs_ceeb.\n${usage}`);
if (!options.file) fail(`--file is required.\n${usage}`);
if (options.replace && options.merge) fail('Choose --replace or --merge, not both.');

const config = readConfig();
// pnpm runs the script in apps/api; a relative path means the caller's folder.
const path = resolve(config.workingDirectory, options.file);
let csv: Buffer;
try {
  csv = readFileSync(path);
} catch (error) {
  fail(`Cannot read ${path}: ${(error as Error).message}`);
}

const database = await openDatabase(config);
try {
  await migrate(database);
  const report = await importDirectory(database, {
    category,
    csv,
    mode: options.replace ? 'replace' : 'merge',
  });
  console.log(
    `${report.category} ${report.mode} from ${path}: ${report.read} rows read, ${report.rows.length} accepted, ${report.rejected.length} rejected.`,
  );
  console.log(
    `Directory: ${report.added} added, ${report.updated} updated, ${report.removed} removed, ${report.demoRemoved} demo rows removed.`,
  );
  if (report.ignoredColumns.length) {
    console.log(`Ignored columns: ${report.ignoredColumns.join(', ')}.`);
  }
  for (const row of report.rejected) console.log(`  line ${row.line}: ${row.reason}`);
} catch (error) {
  if (!(error instanceof DirectoryImportError)) throw error;
  process.exitCode = 1;
  console.error(error.message);
} finally {
  await database.close();
}
