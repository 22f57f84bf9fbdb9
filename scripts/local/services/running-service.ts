/** What every local server runner hands back: where it answers and how to stop it. */
export interface RunningService {
  readonly name: string;
  /** Base URL for the AWS SDK (`endpoint`) or a browser. */
  readonly endpoint: string;
  stop(): Promise<void>;
}
