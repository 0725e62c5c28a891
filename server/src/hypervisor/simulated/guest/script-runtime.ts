import type { GuestSystem } from './guest-system';

/** What a script's run left: its exit code and output, the time it slept, and whether it would never end. */
export interface ScriptRun {
  exitCode: number;
  output: string;
  /** Output beyond the collector's limit was dropped. */
  outputCut: boolean;
  /** What `sleep`/`Start-Sleep` asked for: the simulated guest takes that long, in ms. */
  sleptMs: number;
  /** It ran more steps than any finite check would (a loop without end): it runs until it is killed. */
  endless: boolean;
}

/** More steps than this (commands run, loop turns) and the script is taken to run forever. */
const STEP_BUDGET = 100_000;
/** Output kept in memory; the port reads back less (64 KiB), the rest only counts as cut. */
const OUTPUT_LIMIT = 256 * 1024;

/** Thrown by `exit N`: ends the script with that code. */
export class ScriptExit {
  constructor(readonly code: number) {}
}

/** Thrown when the step budget is spent. */
export class EndlessScript {}

/** A run in progress: the guest it changes, its output, steps and sleep. */
export class ScriptContext {
  private readonly chunks: string[] = [];
  private length = 0;
  private cut = false;
  private steps = 0;
  sleptMs = 0;

  constructor(
    readonly system: GuestSystem,
    readonly user: string,
  ) {}

  write(text: string): void {
    if (this.cut) return;
    const room = OUTPUT_LIMIT - this.length;
    if (text.length > room) {
      this.chunks.push(text.slice(0, room));
      this.length = OUTPUT_LIMIT;
      this.cut = true;
      return;
    }
    this.chunks.push(text);
    this.length += text.length;
  }

  writeLine(text: string): void {
    this.write(`${text}\n`);
  }

  /** Whether output was dropped beyond the limit. */
  get outputCut(): boolean {
    return this.cut;
  }

  /** The output so far, taken out (a redirection stores it in a file instead). */
  drain(): string {
    const text = this.chunks.join('');
    this.chunks.length = 0;
    this.length = 0;
    return text;
  }

  /** Counts a step: a command, or a loop's turn. */
  step(): void {
    this.steps += 1;
    if (this.steps > STEP_BUDGET) throw new EndlessScript();
  }

  sleep(seconds: number): void {
    if (Number.isFinite(seconds) && seconds > 0) this.sleptMs += seconds * 1000;
  }

  /** Runs the body and answers the run, whatever way it ended. */
  static run(system: GuestSystem, user: string, body: (context: ScriptContext) => number): ScriptRun {
    const context = new ScriptContext(system, user);
    let exitCode = 0;
    let endless = false;
    try {
      exitCode = body(context);
    } catch (error) {
      if (error instanceof ScriptExit) exitCode = error.code;
      else if (error instanceof EndlessScript) endless = true;
      else throw error;
    }
    return {
      exitCode,
      output: context.chunks.join(''),
      outputCut: context.cut,
      sleptMs: context.sleptMs,
      endless,
    };
  }
}

/** `seq [first] last`: the numbers, one a line (a quick way for a script to print much). */
export function sequence(context: ScriptContext, args: readonly string[]): number {
  const numbers = args.map(Number);
  const [first, last] = numbers.length >= 2 ? numbers : [1, numbers[0] ?? Number.NaN];
  if (first === undefined || last === undefined || !Number.isInteger(first) || !Number.isInteger(last)) {
    context.writeLine('seq: invalid argument');
    return 1;
  }
  // Once the output is cut, the rest would be dropped: a huge count ends like a real one, without running it out.
  for (let n = first; n <= last && !context.outputCut; n += 1) {
    context.step();
    context.writeLine(String(n));
  }
  return 0;
}
