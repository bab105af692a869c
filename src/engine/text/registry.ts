// The ordered parts of one language pack. Parts run in the order they were registered, so a later
// part (a model's scores) can read what earlier ones found.
import type { Detector, WordLists } from './detector.ts';

export class Registry {
  readonly #detectors: Detector[] = [];

  /** Adds parts at the end; a name already registered is a programming error. */
  register(...detectors: readonly Detector[]): this {
    for (const detector of detectors) {
      if (this.#detectors.some((d) => d.name === detector.name)) throw new Error(`text detector ${detector.name} is registered twice`);
      this.#detectors.push(detector);
    }
    return this;
  }

  get detectors(): readonly Detector[] {
    return this.#detectors;
  }

  /** Every word list the registered parts read, each once. */
  get wordLists(): readonly WordLists[] {
    return [...new Set(this.#detectors.flatMap((d) => d.words ?? []))];
  }
}
