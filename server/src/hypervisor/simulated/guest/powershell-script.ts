/*
 * A small PowerShell for the simulated Windows guests: what check scripts and the console's commands need.
 *
 * Syntax: statements separated by newlines or `;`; `if (E) { S } [elseif (E) { S }] [else { S }]`; `while (E) { S }`;
 * `exit [N]`; `# comments`; expressions: '...' and "..." strings (no interpolation), numbers, `1..N`, $true, $false,
 * $null, `(E)`, `(E).Property`, `-not E`, `!E`, comparisons -eq -ne -lt -le -gt -ge -like -notlike -match
 * -notmatch (case-insensitive), -and, -or; a statement's value is printed, or stored with `> file` / `>> file`.
 * Cmdlets: Get-Service [-Name] X (.Status is Running or Stopped, .Name), Start-Service, Stop-Service,
 * Restart-Service, Test-Path [-Path] P, Get-Content P (cat, type), Set-Content P V, Add-Content P V,
 * New-Item P [-ItemType File|Directory] [-Value V], Remove-Item P (rm, del), Write-Output / Write-Host / echo,
 * Start-Sleep [-Seconds] N, hostname, whoami.
 * The exit code is `exit`'s; else 1 when the last statement failed (an unknown cmdlet, a missing service), 0 otherwise.
 * A parse error prints "ParserError: …" and exits 1.
 */
import { type ScriptContext, ScriptExit } from './script-runtime';

type Token =
  | { kind: 'sep' }
  | { kind: 'punct'; text: '(' | ')' | '{' | '}' | '>' | '>>' }
  | { kind: 'member'; name: string }
  | { kind: 'string'; text: string }
  | { kind: 'var'; name: string }
  | { kind: 'dash'; name: string }
  | { kind: 'not' }
  | { kind: 'word'; text: string };

type Expr =
  | { kind: 'literal'; value: Value }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'command'; name: string; args: Arg[] }
  | { kind: 'member'; target: Expr; name: string }
  | { kind: 'not'; inner: Expr }
  | { kind: 'binary'; op: string; left: Expr; right: Expr };
type Arg = { kind: 'param'; name: string } | { kind: 'value'; expr: Expr };
type Statement =
  | { kind: 'expr'; expr: Expr; redirect?: { path: string; append: boolean } }
  | { kind: 'if'; branches: Array<{ condition: Expr; body: Statement[] }>; otherwise?: Statement[] }
  | { kind: 'while'; condition: Expr; body: Statement[] }
  | { kind: 'exit'; code?: Expr };

interface Service {
  kind: 'service';
  name: string;
  running: boolean;
}
type Value = string | number | boolean | null | Service | Value[];

class PsParseError extends Error {}

const COMPARISONS = new Set(['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'like', 'notlike', 'match', 'notmatch']);
const WORD_END = ' \t\r\n;(){}|>';

function isClosingParen(token: Token | undefined): boolean {
  return token?.kind === 'punct' && token.text === ')';
}

function tokenize(script: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < script.length) {
    const char = script[i] ?? '';
    if (char === ' ' || char === '\t' || char === '\r') {
      i += 1;
    } else if (char === '\n' || char === ';') {
      tokens.push({ kind: 'sep' });
      i += 1;
    } else if (char === '#') {
      while (i < script.length && script[i] !== '\n') i += 1;
    } else if (char === '.' && isClosingParen(tokens.at(-1))) {
      const name = /^\.([A-Za-z]+)/.exec(script.slice(i));
      if (!name?.[1]) throw new PsParseError(`unexpected '.'`);
      tokens.push({ kind: 'member', name: name[1] });
      i += name[0].length;
    } else if (script.startsWith('>>', i)) {
      tokens.push({ kind: 'punct', text: '>>' });
      i += 2;
    } else if ('(){}>'.includes(char)) {
      tokens.push({ kind: 'punct', text: char as '(' | ')' | '{' | '}' | '>' });
      i += 1;
    } else if (char === '|') {
      throw new PsParseError('pipelines are not supported');
    } else if (char === '!') {
      tokens.push({ kind: 'not' });
      i += 1;
    } else if (char === "'" || char === '"') {
      let text = '';
      let j = i + 1;
      for (;;) {
        const end = script.indexOf(char, j);
        if (end < 0) throw new PsParseError(`the string is missing the terminator: ${char}`);
        text += script.slice(j, end);
        // '' inside '...' (and "" inside "...") is one quote.
        if (script[end + 1] === char) {
          text += char;
          j = end + 2;
        } else {
          i = end + 1;
          break;
        }
      }
      tokens.push({ kind: 'string', text });
    } else {
      let j = i;
      while (j < script.length && !WORD_END.includes(script[j] ?? '')) j += 1;
      const text = script.slice(i, j);
      i = j;
      if (text.startsWith('$')) tokens.push({ kind: 'var', name: text.slice(1).toLowerCase() });
      else if (/^-[A-Za-z]/.test(text)) tokens.push({ kind: 'dash', name: text.slice(1).toLowerCase() });
      else tokens.push({ kind: 'word', text });
    }
  }
  return tokens;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  parseAll(): Statement[] {
    const statements = this.statements();
    if (this.at < this.tokens.length) throw new PsParseError(`unexpected token at ${this.describe()}`);
    return statements;
  }

  private describe(): string {
    const token = this.tokens[this.at];
    if (!token) return 'the end';
    return `'${'text' in token ? token.text : 'name' in token ? token.name : token.kind}'`;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private isPunct(text: string): boolean {
    const token = this.peek();
    return token?.kind === 'punct' && token.text === text;
  }

  private expectPunct(text: string): void {
    if (!this.isPunct(text)) throw new PsParseError(`missing '${text}' at ${this.describe()}`);
    this.at += 1;
  }

  private skipSeparators(): void {
    while (this.peek()?.kind === 'sep') this.at += 1;
  }

  private keyword(): string | undefined {
    const token = this.peek();
    return token?.kind === 'word' ? token.text.toLowerCase() : undefined;
  }

  private statements(): Statement[] {
    const statements: Statement[] = [];
    for (;;) {
      this.skipSeparators();
      if (!this.peek() || this.isPunct('}')) return statements;
      statements.push(this.statement());
    }
  }

  private block(): Statement[] {
    this.skipSeparators();
    this.expectPunct('{');
    const body = this.statements();
    this.expectPunct('}');
    return body;
  }

  private condition(): Expr {
    this.expectPunct('(');
    const expr = this.expr();
    this.expectPunct(')');
    return expr;
  }

  private statement(): Statement {
    const keyword = this.keyword();
    if (keyword === 'if') {
      this.at += 1;
      const branches = [{ condition: this.condition(), body: this.block() }];
      let otherwise: Statement[] | undefined;
      for (;;) {
        const save = this.at;
        this.skipSeparators();
        const next = this.keyword();
        if (next === 'elseif') {
          this.at += 1;
          branches.push({ condition: this.condition(), body: this.block() });
        } else if (next === 'else') {
          this.at += 1;
          otherwise = this.block();
          break;
        } else {
          this.at = save;
          break;
        }
      }
      return { kind: 'if', branches, otherwise };
    }
    if (keyword === 'while') {
      this.at += 1;
      return { kind: 'while', condition: this.condition(), body: this.block() };
    }
    if (keyword === 'exit') {
      this.at += 1;
      const next = this.peek();
      const ends = !next || next.kind === 'sep' || (next.kind === 'punct' && next.text === '}');
      return { kind: 'exit', code: ends ? undefined : this.expr() };
    }
    const expr = this.expr();
    if (this.isPunct('>') || this.isPunct('>>')) {
      const append = this.isPunct('>>');
      this.at += 1;
      const target = this.peek();
      if (target?.kind !== 'word' && target?.kind !== 'string') throw new PsParseError('missing file after >');
      this.at += 1;
      return { kind: 'expr', expr, redirect: { path: target.text, append } };
    }
    return { kind: 'expr', expr };
  }

  private expr(): Expr {
    let left = this.conjunction();
    while (this.isDash('or')) {
      this.at += 1;
      left = { kind: 'binary', op: 'or', left, right: this.conjunction() };
    }
    return left;
  }

  private conjunction(): Expr {
    let left = this.comparison();
    while (this.isDash('and')) {
      this.at += 1;
      left = { kind: 'binary', op: 'and', left, right: this.comparison() };
    }
    return left;
  }

  private isDash(name: string): boolean {
    const token = this.peek();
    return token?.kind === 'dash' && token.name === name;
  }

  private comparison(): Expr {
    const left = this.unary();
    const token = this.peek();
    if (token?.kind === 'dash' && COMPARISONS.has(token.name)) {
      this.at += 1;
      return { kind: 'binary', op: token.name, left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expr {
    if (this.peek()?.kind === 'not' || this.isDash('not')) {
      this.at += 1;
      return { kind: 'not', inner: this.unary() };
    }
    let expr = this.primary();
    for (let token = this.peek(); token?.kind === 'member'; token = this.peek()) {
      this.at += 1;
      expr = { kind: 'member', target: expr, name: token.name };
    }
    return expr;
  }

  private primary(): Expr {
    const token = this.peek();
    if (!token) throw new PsParseError('an expression was expected at the end');
    if (token.kind === 'punct' && token.text === '(') {
      this.at += 1;
      const inner = this.expr();
      this.expectPunct(')');
      return inner;
    }
    if (token.kind === 'string') {
      this.at += 1;
      return { kind: 'literal', value: token.text };
    }
    if (token.kind === 'var') {
      this.at += 1;
      const variables: Record<string, Value> = { true: true, false: false, null: null };
      if (!(token.name in variables)) throw new PsParseError(`variables are not supported: $${token.name}`);
      return { kind: 'literal', value: variables[token.name] ?? null };
    }
    if (token.kind === 'word') {
      this.at += 1;
      const range = /^(-?\d+)\.\.(-?\d+)$/.exec(token.text);
      if (range) return { kind: 'range', from: Number(range[1]), to: Number(range[2]) };

      if (/^-?\d+(\.\d+)?$/.test(token.text)) return { kind: 'literal', value: Number(token.text) };
      return { kind: 'command', name: token.text.toLowerCase(), args: this.args() };
    }
    throw new PsParseError(`unexpected token at ${this.describe()}`);
  }

  private args(): Arg[] {
    const args: Arg[] = [];
    for (let token = this.peek(); token; token = this.peek()) {
      if (token.kind === 'dash' && (COMPARISONS.has(token.name) || token.name === 'and' || token.name === 'or')) break;
      if (token.kind === 'dash') {
        this.at += 1;
        args.push({ kind: 'param', name: token.name });
      } else if (token.kind === 'word' || token.kind === 'string') {
        this.at += 1;
        args.push({ kind: 'value', expr: { kind: 'literal', value: token.text } });
      } else if (token.kind === 'punct' && token.text === '(') {
        args.push({ kind: 'value', expr: this.unary() });
      } else {
        break;
      }
    }
    return args;
  }
}

/** A failed cmdlet: written to the output, the script goes on. */
class CmdletError {
  constructor(readonly message: string) {}
}

function text(value: Value): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (Array.isArray(value)) return value.map(text).join('\n');
  if (typeof value === 'object') return value.running ? 'Running' : 'Stopped';
  return String(value);
}

function format(value: Value): string {
  if (value === null || (Array.isArray(value) && value.length === 0)) return '';
  if (Array.isArray(value)) return value.map(format).join('');
  if (typeof value === 'object') {
    const status = value.running ? 'Running' : 'Stopped';
    return `\nStatus   Name\n------   ----\n${status.padEnd(9)}${value.name}\n\n`;
  }
  return `${text(value)}\n`;
}

function truthy(value: Value): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return value !== null;
  return Boolean(value);
}

function compare(op: string, left: Value, right: Value): boolean {
  if (typeof left === 'number') {
    const r = Number(text(right));
    const table: Record<string, boolean> = {
      eq: left === r,
      ne: left !== r,
      lt: left < r,
      le: left <= r,
      gt: left > r,
      ge: left >= r,
    };
    if (op in table) return table[op] ?? false;
  }
  const a = left === null ? null : text(left).toLowerCase();
  const b = right === null ? null : text(right).toLowerCase();
  const wildcard = (pattern: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*')
        .replaceAll('?', '.')}$`,
      'i',
    );
  switch (op) {
    case 'eq':
      return a === b;
    case 'ne':
      return a !== b;
    case 'lt':
      return a !== null && b !== null && a < b;
    case 'le':
      return a !== null && b !== null && a <= b;
    case 'gt':
      return a !== null && b !== null && a > b;
    case 'ge':
      return a !== null && b !== null && a >= b;
    case 'like':
    case 'notlike':
      return wildcard(b ?? '').test(a ?? '') === (op === 'like');
    default:
      return new RegExp(b ?? '', 'i').test(a ?? '') === (op === 'match');
  }
}

class Runner {
  failed = false;
  constructor(private readonly context: ScriptContext) {}

  /** Positional values and named parameters, with the switches named. */
  private argsOf(args: Arg[], names: readonly string[]): { values: Value[]; named: Map<string, Value> } {
    const values: Value[] = [];
    const named = new Map<string, Value>();
    for (let i = 0; i < args.length; i += 1) {
      const arg = args[i];
      if (!arg) continue;
      if (arg.kind === 'value') {
        values.push(this.evaluate(arg.expr));
        continue;
      }
      const next = args[i + 1];
      if (names.includes(arg.name) && next?.kind === 'value') {
        named.set(arg.name, this.evaluate(next.expr));
        i += 1;
      } else {
        named.set(arg.name, true);
      }
    }
    return { values, named };
  }

  private command(name: string, args: Arg[]): Value {
    const { system } = this.context;
    const { values, named } = this.argsOf(args, ['name', 'path', 'value', 'itemtype', 'seconds', 'milliseconds']);
    const first = (key: string) => text(named.get(key) ?? values[0] ?? null);
    const second = (key: string) => text(named.get(key) ?? (named.has('path') ? values[0] : values[1]) ?? null);
    const serviceNamed = (serviceName: string): Service => {
      const found = system.service(serviceName);
      if (!found) throw new CmdletError(`Cannot find any service with service name '${serviceName}'.`);
      return { kind: 'service', ...found };
    };
    switch (name) {
      case 'get-service':
        return serviceNamed(first('name'));
      case 'start-service':
      case 'restart-service':
      case 'stop-service':
        system.setService(serviceNamed(first('name')).name, name !== 'stop-service');
        return null;
      case 'test-path':
        return system.isFile(first('path')) || system.isDirectory(first('path'));
      case 'get-content':
      case 'cat':
      case 'type': {
        const content = system.readFile(first('path'));
        if (content === undefined)
          throw new CmdletError(`Cannot find path '${first('path')}' because it does not exist.`);
        return content.replace(/\r?\n$/, '');
      }
      case 'set-content':
      case 'add-content': {
        const line = `${second('value')}\n`;
        if (name === 'add-content') system.appendFile(first('path'), line);
        else system.writeFile(first('path'), line);
        return null;
      }
      case 'new-item': {
        if (first('path') === '') throw new CmdletError('New-Item needs a path.');
        if (text(named.get('itemtype') ?? 'file').toLowerCase() === 'directory') system.makeDirectory(first('path'));
        else if (system.isFile(first('path')) && !named.has('force')) {
          throw new CmdletError(`The file '${first('path')}' already exists.`);
        } else system.writeFile(first('path'), named.has('value') ? `${text(named.get('value') ?? '')}\n` : '');
        return null;
      }
      case 'get-childitem':
      case 'dir':
      case 'ls': {
        // The folder's names, one a line; without one, the user's folder (a file copied to the Desktop shows there).
        const folder = first('path') || `C:\\Users\\${this.context.user}`;
        const names = system.list(folder);
        if (!names) throw new CmdletError(`Cannot find path '${folder}' because it does not exist.`);
        return names;
      }
      case 'remove-item':
      case 'rm':
      case 'del':
        if (!system.removeFile(first('path'))) {
          throw new CmdletError(`Cannot find path '${first('path')}' because it does not exist.`);
        }
        return null;
      case 'write-output':
      case 'write-host':
      case 'echo':
        return values.map(text).join(' ');
      case 'start-sleep':
        this.context.sleep(
          named.has('milliseconds') ? Number(text(named.get('milliseconds') ?? 0)) / 1000 : Number(first('seconds')),
        );
        return null;
      case 'hostname':
        return system.hostname;
      case 'whoami':
        return `${system.hostname}\\${this.context.user}`;
      default:
        throw new CmdletError(
          `The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program.`,
        );
    }
  }

  evaluate(expr: Expr): Value {
    switch (expr.kind) {
      case 'literal':
        return expr.value;
      case 'range': {
        const numbers: number[] = [];
        for (let n = expr.from; n <= expr.to; n += 1) {
          this.context.step();
          numbers.push(n);
        }
        return numbers;
      }
      case 'command':
        this.context.step();
        return this.command(expr.name, expr.args);
      case 'member': {
        const target = this.evaluate(expr.target);
        const member = expr.name.toLowerCase();
        if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
          if (member === 'status') return target.running ? 'Running' : 'Stopped';
          if (member === 'name') return target.name;
        }
        if (member === 'length' || member === 'count')
          return Array.isArray(target) ? target.length : text(target).length;
        return null;
      }
      case 'not':
        return !truthy(this.evaluate(expr.inner));
      case 'binary': {
        if (expr.op === 'and') return truthy(this.evaluate(expr.left)) && truthy(this.evaluate(expr.right));
        if (expr.op === 'or') return truthy(this.evaluate(expr.left)) || truthy(this.evaluate(expr.right));
        return compare(expr.op, this.evaluate(expr.left), this.evaluate(expr.right));
      }
    }
  }

  /** Evaluates, a failed cmdlet writing its error and answering $null, as a non-terminating error does. */
  private attempt(expr: Expr): Value {
    try {
      const value = this.evaluate(expr);
      this.failed = false;
      return value;
    } catch (error) {
      if (!(error instanceof CmdletError)) throw error;
      this.context.writeLine(error.message);
      this.failed = true;
      return null;
    }
  }

  run(statements: Statement[]): void {
    for (const statement of statements) {
      switch (statement.kind) {
        case 'expr': {
          const value = this.attempt(statement.expr);
          const redirect = statement.redirect;
          if (!redirect) this.context.write(format(value));
          else if (redirect.append) this.context.system.appendFile(redirect.path, format(value));
          else this.context.system.writeFile(redirect.path, format(value));
          break;
        }
        case 'if': {
          const branch = statement.branches.find(({ condition }) => truthy(this.attempt(condition)));
          const body = branch?.body ?? statement.otherwise;
          if (body) this.run(body);
          break;
        }
        case 'while':
          while (truthy(this.attempt(statement.condition))) {
            this.context.step();
            this.run(statement.body);
          }
          break;
        case 'exit': {
          const code = statement.code ? Number(text(this.evaluate(statement.code))) : 0;
          throw new ScriptExit(Number.isInteger(code) ? code : 0);
        }
      }
    }
  }
}

/** Parses and runs a PowerShell script: its exit code unless it calls `exit`. */
export function runPowerShellScript(context: ScriptContext, script: string): number {
  let program: Statement[];
  try {
    program = new Parser(tokenize(script)).parseAll();
  } catch (error) {
    if (!(error instanceof PsParseError)) throw error;
    context.writeLine(`ParserError: ${error.message}`);
    return 1;
  }
  const runner = new Runner(context);
  runner.run(program);
  return runner.failed ? 1 : 0;
}
