export declare const exampleSource: string;
export declare function installSecondInstitution(
  workDir: string,
  tarballs: Record<string, string>,
): string;
