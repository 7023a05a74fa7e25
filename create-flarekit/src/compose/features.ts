/** What a template contains: the answers to the CLI's questions that produce it. */
export interface Features {
  fullStack: boolean;
  client: 'orval' | 'rpc' | undefined;
  db: boolean;
  auth: boolean;
}
