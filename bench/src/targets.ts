/** The targets of issues 8 and 12, checked by every run. */
export const targets = {
  /** The BFF adds at most this much to the median latency. */
  bffAddedP50Ms: 1,
  /** The BFF keeps at least this share of the service's own throughput. */
  bffThroughputShare: 0.3,
  /** Every call answers within this at p99, through the BFF. */
  bffP99Ms: 50,
  /** SQL statements one request may make, counted over every service it reaches. */
  sqlStatementsPerRequest: 3,
  /** The largest answer one staff-screen call may send (issue 12), in KB. */
  answerKilobytes: 100,
  /** p99 of a call at 10× chain scale, as a multiple of its p99 at 1× (issue 12). */
  scaledP99Ratio: 1.5,
  /** The admin customers screen in the browser: first rows after navigating to it (issue 12). */
  customersFirstRowsMs: 1000,
  /** …a header click's new order on screen. */
  customersSortClickMs: 300,
  /** …table rows in the DOM at any time. */
  customersRowsInDom: 200,
  /** RSS growth allowed between the first and the second half of the mixed load. */
  rssGrowthMegabytes: 5,
};
