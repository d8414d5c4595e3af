export declare const exampleSource: string;
export declare function installSecondInstitution(workDir: string): string;
