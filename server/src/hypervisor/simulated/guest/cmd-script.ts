/*
 * A small cmd.exe for the simulated Windows guests' check scripts, one command a line.
 *
 * Lines: `@echo off` and `rem` are ignored; `:label` and `goto label` (how cmd loops); `( command )` runs the
 * command; `command > file`, `>> file`, `>nul`; %ERRORLEVEL% is the last command's code.
 * Commands: echo [text] (echo. for an empty line), exit [/b] [N], if [not] exist <path> <command>,
 * if [not] errorlevel N <command>, if [/i] [not] "a"=="b" <command>, sc query <service> (STATE 4 RUNNING or
 * 1 STOPPED; 1060 when there is no such service), net start|stop <service>, type <file>, del <file>,
 * timeout /t N, hostname, whoami. Anything else: "'<name>' is not recognized as an internal or external command",
 * errorlevel 9009. The exit code is `exit`'s, or the last command's.
 */
import { ScriptContext, ScriptExit } from './script-runtime';

function unquote(word: string): string {
  return word.replace(/^"(.*)"$/, '$1');
}

/** Splits a command's words, a "quoted path" staying one word. */
function wordsOf(line: string): string[] {
  return line.match(/"[^"]*"|[^\s"]+/g) ?? [];
}

class CmdRunner {
  errorLevel = 0;
  constructor(private readonly context: ScriptContext) {}

  /** Runs one command line (no label, no goto): its errorlevel. */
  run(line: string): number {
    // stderr is output here already: 2>&1 and 2>nul change nothing.
    const expanded = line
      .replace(/%errorlevel%/gi, String(this.errorLevel))
      .replace(/\s2>(&1|nul)(?=\s|$)/gi, '')
      .trim();
    const redirect = /^(.*?)\s*(>>?)\s*("[^"]*"|\S+)\s*$/.exec(expanded);
    if (redirect?.[1] !== undefined && redirect[2] && redirect[3] && !expanded.startsWith('if ')) {
      const inner = new ScriptContext(this.context.system, this.context.user);
      const level = new CmdRunner(inner).run(redirect[1]);
      this.context.sleptMs += inner.sleptMs;
      const target = unquote(redirect[3]);
      if (target.toLowerCase() !== 'nul') {
        if (redirect[2] === '>>') this.context.system.appendFile(target, inner.drain());
        else this.context.system.writeFile(target, inner.drain());
      }
      return level;
    }
    return this.command(expanded);
  }

  private command(line: string): number {
    this.context.step();
    const { system } = this.context;
    const block = /^\((.*)\)$/.exec(line);
    if (block?.[1] !== undefined) return this.run(block[1]);
    const words = wordsOf(line);
    const [name = '', ...args] = words;
    switch (name.toLowerCase()) {
      case 'echo':
      case 'echo.': {
        const rest = line.slice(name.length).replace(/^\s/, '');
        if (/^(on|off)$/i.test(rest)) return 0;
        this.context.writeLine(name.toLowerCase() === 'echo.' ? '' : rest);
        return 0;
      }
      case 'exit': {
        const code = args.filter((arg) => arg.toLowerCase() !== '/b')[0];
        throw new ScriptExit(code === undefined ? this.errorLevel : Number(code) || 0);
      }
      case 'if':
        return this.conditional(args);
      case 'sc': {
        const [action, service] = args;
        const found = service === undefined ? undefined : system.service(service);
        if (action?.toLowerCase() !== 'query' || !found) {
          this.context.writeLine(`[SC] EnumQueryServicesStatus:OpenService FAILED 1060:`);
          return 1060;
        }
        this.context.writeLine(`SERVICE_NAME: ${found.name}`);
        this.context.writeLine(`        STATE              : ${found.running ? '4  RUNNING' : '1  STOPPED'}`);
        return 0;
      }
      case 'net': {
        const [action, service = ''] = args;
        const starting = action?.toLowerCase() === 'start';
        if ((!starting && action?.toLowerCase() !== 'stop') || !system.setService(unquote(service), starting)) {
          this.context.writeLine('The service name is invalid.');
          return 2;
        }
        return 0;
      }
      case 'type': {
        const content = system.readFile(unquote(args[0] ?? ''));
        if (content === undefined) {
          this.context.writeLine('The system cannot find the file specified.');
          return 1;
        }
        this.context.write(content);
        return 0;
      }
      case 'del':
        if (!system.removeFile(unquote(args[0] ?? ''))) this.context.writeLine('Could Not Find the file.');
        return 0;
      case 'timeout':
        this.context.sleep(Number(args[args.findIndex((arg) => arg.toLowerCase() === '/t') + 1]));
        return 0;
      case 'hostname':
        this.context.writeLine(system.hostname);
        return 0;
      case 'whoami':
        this.context.writeLine(`${system.hostname}\\${this.context.user}`);
        return 0;
      default:
        this.context.writeLine(`'${name}' is not recognized as an internal or external command.`);
        return 9009;
    }
  }

  private conditional(args: string[]): number {
    let rest = [...args];
    if (rest[0]?.toLowerCase() === '/i') rest = rest.slice(1);
    const negate = rest[0]?.toLowerCase() === 'not';
    if (negate) rest = rest.slice(1);
    let holds: boolean;
    let command: string[];
    const [first = '', second = '', ...tail] = rest;
    if (first.toLowerCase() === 'exist') {
      const path = unquote(second);
      holds = this.context.system.isFile(path) || this.context.system.isDirectory(path);
      command = tail;
    } else if (first.toLowerCase() === 'errorlevel') {
      holds = this.errorLevel >= Number(second);
      command = tail;
    } else if (second === '==') {
      holds = unquote(first).toLowerCase() === unquote(tail[0] ?? '').toLowerCase();
      command = tail.slice(1);
    } else {
      const equality = /^(.*)==(.*)$/.exec(first);
      if (!equality) {
        this.context.writeLine('The syntax of the command is incorrect.');
        return 1;
      }
      holds = unquote(equality[1] ?? '').toLowerCase() === unquote(equality[2] ?? '').toLowerCase();
      command = [second, ...tail].filter(Boolean);
    }
    return holds !== negate ? this.run(command.join(' ')) : this.errorLevel;
  }
}

/** Runs a cmd script: labels and goto across its lines, each other line a command. */
export function runCmdScript(context: ScriptContext, script: string): number {
  const lines = script.split(/\r?\n/).map((line) => line.trim());
  const labels = new Map<string, number>();
  lines.forEach((line, index) => {
    if (line.startsWith(':')) labels.set(line.slice(1).trim().toLowerCase(), index);
  });
  const runner = new CmdRunner(context);
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').replace(/^@/, '');
    if (line === '' || line.startsWith(':') || /^rem(\s|$)/i.test(line)) continue;
    const jump = /^goto\s+:?(\S+)$/i.exec(line);
    if (jump?.[1]) {
      context.step();
      const target = labels.get(jump[1].toLowerCase());
      if (target === undefined) {
        context.writeLine('The system cannot find the batch label specified.');
        return 1;
      }
      index = target;
      continue;
    }
    runner.errorLevel = runner.run(line);
  }
  return runner.errorLevel;
}
