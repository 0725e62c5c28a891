/** Status of one asynchronous data group (spec §3). */
export type AsyncStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Body of every error answer of the Training API. */
export interface ApiErrorBody {
  error: string;
  message: string;
}
