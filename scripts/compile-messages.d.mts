/** The source catalogues (messages/<locale>.json) of the package in `dir`, by locale, `en` first. */
export function readSourceCatalogues(
  dir: string,
  messagesFolder?: string,
): Record<string, Record<string, string>>;
/** The text of src/messages/catalogues.generated.ts for the given source catalogues. */
export function generatedModule(
  sources: Record<string, Record<string, string>>,
  typeImport: string,
  compileMessage: (message: string) => unknown,
): Promise<string>;
/**
 * The package's generated module as it stands (`generated`, empty when missing) and as its
 * source catalogues compile now (`expected`).
 */
export function compiledCatalogues(
  dir: string,
  typeImport: string,
  messagesFolder?: string,
  output?: string,
): Promise<{ generated: string; expected: string }>;
