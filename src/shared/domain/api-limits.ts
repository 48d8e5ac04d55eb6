/** The most calls one tRPC batch request may carry; the client's batch link splits larger batches. */
export const MAX_BATCH_CALLS = 20;
