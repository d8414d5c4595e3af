export declare const root: string;
export declare const publicPackages: string[];
export declare function packPublicPackages(destination: string): string[];
export declare function checkTarball(tarball: string): string;
