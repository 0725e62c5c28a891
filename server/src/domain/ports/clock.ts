/** What time it is for the domain (the scheduler's clock, or the test hooks' adjustable one). */
export interface Clock {
  now(): Date;
}
