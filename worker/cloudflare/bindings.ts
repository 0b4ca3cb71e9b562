/** Cloudflare bindings of the Workers entry (see wrangler.toml); kept apart so web type-checks never see Workers globals. */
export interface WorkerBindings {
  MEDIA: R2Bucket;
  ASSETS: Fetcher;
  [key: string]: unknown;
}
