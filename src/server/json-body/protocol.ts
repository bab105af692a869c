// What the JSON body parser and its worker threads exchange.

/** Fixed for the life of a worker (`workerData`). */
export interface JsonWorkerSettings {
  /** Most commas, colons and opening brackets outside strings a body may hold. */
  readonly maxStructure: number;
}

export interface JsonJob {
  readonly bytes: Uint8Array;
}

export type JsonJobOutput = unknown;
