/*
 * A small sh for the simulated Linux guests: what check scripts and the console's commands need, no more.
 *
 * Syntax: commands separated by newlines, `;`, `&&`, `||`; `! cmd`; `if L; then L; [elif L; then L;] [else L;] fi`;
 * `while L; do L; done`; words in '...' or "..." (no variables, no globbing, no pipes); `# comments`; output
 * redirected with `> file`, `>> file`, `> /dev/null`, `2>&1`, `2>/dev/null`.
 * Commands: exit [N], true, false, :, echo [-n], test / [ ] (-f -e -d -n -z, = !=, -eq -ne -lt -le -gt -ge, !),
 * grep [-q] [-i] [-v] <pattern> <file> (a JavaScript regular expression), cat, touch, rm [-f] [-r], mkdir [-p],
 * systemctl is-active [--quiet] | start | stop | restart | status <service>, hostname, whoami, sleep N, seq.
 * The exit code is `exit`'s, or the last command's. Anything else prints "<name>: command not found" (127).
 */

import type { GuestSystem } from './guest-system';
import { ScriptContext, ScriptExit, sequence } from './script-runtime';

type Token = { kind: 'word'; text: string } | { kind: 'op'; text: ';' | '&&' | '||' | '>' | '>>' | '|' };

type Command = { kind: 'simple'; words: string[]; redirect?: { path: string; append: boolean } };
type Node =
  | Command
  | { kind: 'not'; node: Node }
  | { kind: 'if'; branches: Array<{ condition: Sequence; body: Sequence }>; otherwise?: Sequence }
  | { kind: 'while'; condition: Sequence; body: Sequence };
type Sequence = Array<{ node: Node; join: ';' | '&&' | '||' }>;

class ShSyntaxError extends Error {}

function tokenize(script: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < script.length) {
    const char = script[i] ?? '';
    if (char === ' ' || char === '\t' || char === '\r') {
      i += 1;
    } else if (char === '\n' || char === ';') {
      tokens.push({ kind: 'op', text: ';' });
      i += 1;
    } else if (char === '#') {
      while (i < script.length && script[i] !== '\n') i += 1;
    } else if (script.startsWith('&&', i) || script.startsWith('||', i) || script.startsWith('>>', i)) {
      tokens.push({ kind: 'op', text: script.slice(i, i + 2) as '&&' | '||' | '>>' });
      i += 2;
    } else if (char === '>' || char === '|') {
      tokens.push({ kind: 'op', text: char });
      i += 1;
    } else {
      let text = '';
      while (i < script.length && !' \t\r\n;|>#&'.includes(script[i] ?? '')) {
        const quote = script[i];
        if (quote === "'" || quote === '"') {
          const end = script.indexOf(quote, i + 1);
          if (end < 0) throw new ShSyntaxError(`unterminated ${quote}`);
          text += script.slice(i + 1, end);
          i = end + 1;
        } else {
          text += quote;
          i += 1;
        }
      }
      // "2>&1", "2>/dev/null": the only stderr redirections a check needs, and stderr is output here anyway.
      if (text === '2' && script[i] === '>') {
        const rest = /^>(&1|\s*\/dev\/null)/.exec(script.slice(i));
        if (rest) {
          i += rest[0].length;
          continue;
        }
      }
      if (text === '&' || text === '') throw new ShSyntaxError(`unexpected '${script[i] ?? char}'`);
      tokens.push({ kind: 'word', text });
    }
  }
  return tokens;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  parseAll(): Sequence {
    const sequence = this.sequence([]);
    const left = this.tokens[this.at];
    if (left) throw new ShSyntaxError(`unexpected '${left.text}'`);
    return sequence;
  }

  private peekWord(): string | undefined {
    const token = this.tokens[this.at];
    return token?.kind === 'word' ? token.text : undefined;
  }

  private skipSeparators(): void {
    while (this.tokens[this.at]?.text === ';' && this.tokens[this.at]?.kind === 'op') this.at += 1;
  }

  private expectWord(word: string): void {
    this.skipSeparators();
    if (this.peekWord() !== word) throw new ShSyntaxError(`expected '${word}'`);
    this.at += 1;
  }

  /** Commands until one of `stops` begins a command, or the end. */
  private sequence(stops: readonly string[]): Sequence {
    const sequence: Sequence = [];
    let join: ';' | '&&' | '||' = ';';
    for (;;) {
      this.skipSeparators();
      const word = this.peekWord();
      if (this.at >= this.tokens.length || (word !== undefined && stops.includes(word))) return sequence;
      sequence.push({ node: this.node(), join });
      const next = this.tokens[this.at];
      if (next?.kind === 'op' && (next.text === '&&' || next.text === '||')) {
        join = next.text;
        this.at += 1;
      } else {
        join = ';';
      }
    }
  }

  private node(): Node {
    const word = this.peekWord();
    if (word === '!') {
      this.at += 1;
      return { kind: 'not', node: this.node() };
    }
    if (word === 'if') {
      this.at += 1;
      const branches: Array<{ condition: Sequence; body: Sequence }> = [];
      let otherwise: Sequence | undefined;
      for (;;) {
        const condition = this.sequence(['then']);
        this.expectWord('then');
        branches.push({ condition, body: this.sequence(['elif', 'else', 'fi']) });
        const next = this.peekWord();
        this.at += 1;
        if (next === 'elif') continue;
        if (next === 'else') {
          otherwise = this.sequence(['fi']);
          this.expectWord('fi');
        } else if (next !== 'fi') {
          throw new ShSyntaxError("expected 'fi'");
        }
        return { kind: 'if', branches, otherwise };
      }
    }
    if (word === 'while') {
      this.at += 1;
      const condition = this.sequence(['do']);
      this.expectWord('do');
      const body = this.sequence(['done']);
      this.expectWord('done');
      return { kind: 'while', condition, body };
    }
    return this.simple();
  }

  private simple(): Command {
    const words: string[] = [];
    let redirect: Command['redirect'];
    for (;;) {
      const token = this.tokens[this.at];
      if (!token || (token.kind === 'op' && token.text !== '>' && token.text !== '>>')) break;
      this.at += 1;
      if (token.kind === 'word') {
        words.push(token.text);
        continue;
      }
      const target = this.tokens[this.at];
      if (target?.kind !== 'word') throw new ShSyntaxError(`expected a file after '${token.text}'`);
      this.at += 1;
      redirect = { path: target.text, append: token.text === '>>' };
    }
    if (this.tokens[this.at]?.text === '|') throw new ShSyntaxError('pipes are not supported');
    if (words.length === 0) throw new ShSyntaxError('expected a command');
    return { kind: 'simple', words, redirect };
  }
}

function testExpression(system: GuestSystem, args: readonly string[]): boolean {
  const [first, second, third] = args;
  if (first === '!') return !testExpression(system, args.slice(1));
  if (args.length === 2 && first !== undefined && second !== undefined) {
    switch (first) {
      case '-f':
        return system.isFile(second);
      case '-e':
        return system.isFile(second) || system.isDirectory(second);
      case '-d':
        return system.isDirectory(second);
      case '-n':
        return second.length > 0;
      case '-z':
        return second.length === 0;
    }
  }
  if (args.length === 3 && first !== undefined && second !== undefined && third !== undefined) {
    const numbers: Record<string, (a: number, b: number) => boolean> = {
      '-eq': (a, b) => a === b,
      '-ne': (a, b) => a !== b,
      '-lt': (a, b) => a < b,
      '-le': (a, b) => a <= b,
      '-gt': (a, b) => a > b,
      '-ge': (a, b) => a >= b,
    };
    if (second === '=' || second === '==') return first === third;
    if (second === '!=') return first !== third;
    const compare = numbers[second];
    if (compare) return compare(Number(first), Number(third));
  }
  if (args.length === 1 && first !== undefined) return first.length > 0;
  return false;
}

function grep(context: ScriptContext, args: readonly string[]): number {
  const flags = args.filter((arg) => arg.startsWith('-') && arg.length > 1);
  const [pattern, file] = args.filter((arg) => !flags.includes(arg));
  const flagLetters = flags.join('');
  if (pattern === undefined || file === undefined) {
    context.writeLine('usage: grep [-q] [-i] [-v] <pattern> <file>');
    return 2;
  }
  const content = context.system.readFile(file);
  if (content === undefined) {
    context.writeLine(`grep: ${file}: No such file or directory`);
    return 2;
  }
  let matcher: RegExp;
  try {
    matcher = new RegExp(pattern, flagLetters.includes('i') ? 'i' : '');
  } catch {
    matcher = new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flagLetters.includes('i') ? 'i' : '');
  }
  const lines = content.split('\n').filter((line, index, all) => index < all.length - 1 || line !== '');
  const found = lines.filter((line) => matcher.test(line) !== flagLetters.includes('v'));
  if (!flagLetters.includes('q')) for (const line of found) context.writeLine(line);
  return found.length > 0 ? 0 : 1;
}

function systemctl(context: ScriptContext, args: readonly string[]): number {
  const quiet = args.includes('--quiet') || args.includes('-q');
  const [action, name] = args.filter((arg) => !arg.startsWith('-'));
  if (!action || !name) {
    context.writeLine('usage: systemctl is-active|start|stop|restart|status <service>');
    return 1;
  }
  const service = context.system.service(name);
  const unit = `${name.replace(/\.service$/, '')}.service`;
  if (!service) {
    if (action === 'is-active') {
      if (!quiet) context.writeLine('inactive');
      return 3;
    }
    context.writeLine(`Unit ${unit} could not be found.`);
    return action === 'status' ? 4 : 5;
  }
  switch (action) {
    case 'is-active':
      if (!quiet) context.writeLine(service.running ? 'active' : 'inactive');
      return service.running ? 0 : 3;
    case 'start':
    case 'restart':
      context.system.setService(name, true);
      return 0;
    case 'stop':
      context.system.setService(name, false);
      return 0;
    case 'status':
      context.writeLine(`* ${unit}`);
      context.writeLine(`   Active: ${service.running ? 'active (running)' : 'inactive (dead)'}`);
      return service.running ? 0 : 3;
    default:
      context.writeLine(`Unknown command verb ${action}.`);
      return 1;
  }
}

/** One command, its output going to `context` (the caller redirects). */
function runCommand(context: ScriptContext, words: readonly string[]): number {
  const [name = '', ...args] = words;
  const { system } = context;
  switch (name) {
    case 'exit':
      throw new ScriptExit(args[0] === undefined ? 0 : Number(args[0]) & 255);
    case 'true':
    case ':':
      return 0;
    case 'false':
      return 1;
    case 'echo': {
      const noNewline = args[0] === '-n';
      const text = (noNewline ? args.slice(1) : args).join(' ');
      context.write(noNewline ? text : `${text}\n`);
      return 0;
    }
    case 'test':
      return testExpression(system, args) ? 0 : 1;
    case '[':
      if (args.at(-1) !== ']') {
        context.writeLine("[: missing ']'");
        return 2;
      }
      return testExpression(system, args.slice(0, -1)) ? 0 : 1;
    case 'grep':
      return grep(context, args);
    case 'cat': {
      let status = 0;
      for (const file of args) {
        const content = system.readFile(file);
        if (content === undefined) {
          context.writeLine(`cat: ${file}: No such file or directory`);
          status = 1;
        } else {
          context.write(content);
        }
      }
      return status;
    }
    case 'touch':
      for (const file of args) if (!system.isFile(file)) system.writeFile(file, '');
      return 0;
    case 'rm': {
      const force = args.some((arg) => /^-[a-z]*f/.test(arg));
      let status = 0;
      for (const file of args.filter((arg) => !arg.startsWith('-'))) {
        if (!system.removeFile(file) && !force) {
          context.writeLine(`rm: cannot remove '${file}': No such file or directory`);
          status = 1;
        }
      }
      return status;
    }
    case 'ls': {
      // The folders named, or the user's home: what is in each, one name a line (a file copied in shows here).
      const named = args.filter((arg) => !arg.startsWith('-'));
      let status = 0;
      for (const folder of named.length > 0 ? named : [context.user === 'root' ? '/root' : `/home/${context.user}`]) {
        const names = system.list(folder);
        if (names) for (const name of names) context.writeLine(name);
        else if (system.isFile(folder)) context.writeLine(folder);
        else {
          context.writeLine(`ls: cannot access '${folder}': No such file or directory`);
          status = 2;
        }
      }
      return status;
    }
    case 'mkdir':
      for (const directory of args.filter((arg) => !arg.startsWith('-'))) system.makeDirectory(directory);
      return 0;
    case 'systemctl':
      return systemctl(context, args);
    case 'hostname':
      context.writeLine(system.hostname);
      return 0;
    case 'whoami':
      context.writeLine(context.user);
      return 0;
    case 'sleep':
      context.sleep(Number(args[0]));
      return 0;
    case 'seq':
      return sequence(context, args);
    default:
      context.writeLine(`${name}: command not found`);
      return 127;
  }
}

function runSimple(context: ScriptContext, command: Command): number {
  context.step();
  if (!command.redirect) return runCommand(context, command.words);
  const { path, append } = command.redirect;
  // Written to the file instead of the output: collected apart, then stored.
  const inner = new ScriptContext(context.system, context.user);
  let status: number;
  try {
    status = runCommand(inner, command.words);
  } finally {
    context.sleptMs += inner.sleptMs;
  }
  const text = inner.drain();
  if (path === '/dev/null') return status;
  if (append) context.system.appendFile(path, text);
  else context.system.writeFile(path, text);
  return status;
}

function runNode(context: ScriptContext, node: Node): number {
  switch (node.kind) {
    case 'simple':
      return runSimple(context, node);
    case 'not':
      return runNode(context, node.node) === 0 ? 1 : 0;
    case 'if': {
      for (const branch of node.branches) {
        if (runSequence(context, branch.condition) === 0) return runSequence(context, branch.body);
      }
      return node.otherwise ? runSequence(context, node.otherwise) : 0;
    }
    case 'while': {
      let status = 0;
      while (runSequence(context, node.condition) === 0) {
        context.step();
        status = runSequence(context, node.body);
      }
      return status;
    }
  }
}

function runSequence(context: ScriptContext, sequence: Sequence): number {
  let status = 0;
  for (const { node, join } of sequence) {
    if (join === '&&' && status !== 0) continue;
    if (join === '||' && status === 0) continue;
    status = runNode(context, node);
  }
  return status;
}

/** Parses and runs an sh script; a syntax error answers exit code 2 and says what. */
export function runShScript(context: ScriptContext, script: string): number {
  let program: Sequence;
  try {
    program = new Parser(tokenize(script)).parseAll();
  } catch (error) {
    if (!(error instanceof ShSyntaxError)) throw error;
    context.writeLine(`sh: syntax error: ${error.message}`);
    return 2;
  }
  return runSequence(context, program);
}
