/**
 * Runs work for one key at a time in this process, in arrival order; different keys run side by
 * side. Self-bookings of one trainer queue here before taking a database connection: a hundred
 * simultaneous posts for one trainer would otherwise take every pooled connection while they wait
 * on the trainer's advisory lock, and the rest would fail the pool's acquire timeout. The lock in
 * the database stays the guarantee (other replicas, staff bookings); this only keeps the waiting
 * in memory.
 */
export class PerKeyQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
