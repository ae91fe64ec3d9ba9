// The part of pg-cursor (no bundled types) that db/index.ts uses.
declare module 'pg-cursor' {
  import type { Submittable } from 'pg';
  export default class Cursor<Row = unknown> implements Submittable {
    constructor(text: string, values?: readonly unknown[]);
    submit: Submittable['submit'];
    read(rows: number): Promise<Row[]>;
    close(): Promise<void>;
  }
}
