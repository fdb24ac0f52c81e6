/**
 * At most `size` jobs at once; the others wait their turn in order. Image work holds a decoded
 * photo (tens of MB) while it runs, so capping how many run at once keeps the service's memory
 * flat however many uploads arrive together.
 */
export class ProcessingSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((turn) => this.waiting.push(turn));
    else this.running += 1;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
