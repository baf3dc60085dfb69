/** A count a link shows: its cache key and fetcher (the link asks quietly: see NextSteps). */
export interface CountQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<number>;
}
