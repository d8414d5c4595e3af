export declare const root: string;
export declare const publicPackages: Record<string, string>;
export declare function packPublicPackages(
  destination: string,
  options?: { build?: boolean },
): Promise<Record<string, string>>;
export declare function prepackScripts(): Record<string, string | undefined>;
export declare function checkTarball(tarball: string): string;
export declare function packedReadme(tarball: string): string;
export declare function relativeLinks(markdown: string): string[];
export declare function specificationCitations(tarball: string): string[];
