/** The targets of issues 8, 12, 26, 29 and 30, checked by every run. */
export const targets = {
  /** The BFF adds at most this much to the median latency (1 connection), on every call. */
  bffAddedP50Ms: 1,
  /** The BFF keeps at least this share of the service's own throughput, on every call. */
  bffThroughputShare: 0.3,
  /** …and this share on the cheapest call (the highest direct req/s), 10 connections (issue 29). */
  cheapestCallThroughputShare: 0.6,
  /** The spec's whole customers list for an admin, through the BFF (issue 29): first byte… */
  wholeListFirstByteMs: 300,
  /** …all of it, one request at a time… */
  wholeListTotalMs: 5000,
  /** …RSS growth of the BFF and of the customer service while it streams 20 times, 10 at a time. */
  wholeListRssGrowthMegabytes: 30,
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
  /** A customer's progress page (3 years of weekly entries, 150 photos), phone viewport (issue 30): first chart drawn… */
  progressFirstChartMs: 1000,
  /** …and the first photos shown. */
  progressThumbnailsMs: 1000,
  /** Each thumbnail, in KB. */
  thumbnailKilobytes: 40,
  /** A 6 MB phone photo stored and thumbnailed, through the BFF, at p99 of 50 uploads. */
  photoUploadP99Ms: 1500,
  /** RSS growth of the customer service from the 10th to the 50th upload ("flat"). */
  photoUploadRssGrowthMegabytes: 20,
  /** `GET /api/me/slots` for 28 days at p99, at 1× and at 10× chain scale (issue 26). */
  slots28DaysP99Ms: 20,
};
