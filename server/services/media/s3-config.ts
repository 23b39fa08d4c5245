// Kept apart from store-s3.ts so reading the configuration does not load the AWS SDK.

export interface S3StoreConfig {
  endpoint: string;
  bucket: string;
  region: string;
  /** Absent: the SDK's own chain (AWS_ACCESS_KEY_ID…, a role, a profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Path-style URLs (`endpoint/bucket/key`): what MinIO and other self-hosted servers expect. */
  forcePathStyle: boolean;
}

export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3StoreConfig | undefined {
  if (!env.S3_ENDPOINT && !env.S3_BUCKET) return undefined;
  if (!env.S3_ENDPOINT || !env.S3_BUCKET) {
    throw new Error(
      'S3 media storage needs both S3_ENDPOINT and S3_BUCKET (or neither, for files under DATA_DIR)',
    );
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}
