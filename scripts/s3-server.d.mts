/** A throwaway S3-compatible server (Ceph's RADOS Gateway) with one user, on 127.0.0.1. */
export interface ThrowawayS3Server {
  /** `http://127.0.0.1:<port>`; buckets are addressed by path. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Ends the gateway, the storage daemon and the monitor by their pids; removes their folder. */
  stop(): Promise<void>;
}

export function startS3Server(): Promise<ThrowawayS3Server>;
