/** Distinct customer ids in the order met, without a per-row object (a growing typed array). */
export class IdList {
  private ids = new Int32Array(1024);
  private length = 0;
  private last = -1;
  push(id: number) {
    if (id === this.last) return;
    this.last = id;
    if (this.length === this.ids.length) {
      const grown = new Int32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.length++] = id;
  }
  /** Sorted and distinct, without a Set (a million entries in a Set cost ~50 MB). */
  toArray(): number[] {
    const sorted = this.ids.subarray(0, this.length).sort();
    const distinct: number[] = [];
    for (const id of sorted) if (distinct[distinct.length - 1] !== id) distinct.push(id);
    return distinct;
  }

  /**
   * Sorted and distinct as a Postgres array literal ('{1,2,3}'), joined a slice at a time: a million ids cost one
   * string of about 7 MB, where an array of numbers handed to the driver costs a string per id (issue #30).
   */
  toPgArrayLiteral(): string {
    const sorted = this.ids.subarray(0, this.length).sort();
    const parts: string[] = [];
    let slice: number[] = [];
    let previous: number | undefined;
    for (const id of sorted) {
      if (id === previous) continue;
      previous = id;
      slice.push(id);
      if (slice.length === 8192) {
        parts.push(slice.join(','));
        slice = [];
      }
    }
    if (slice.length > 0) parts.push(slice.join(','));
    return `{${parts.join(',')}}`;
  }
}
