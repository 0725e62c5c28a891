/**
 * A check block's opening line: its fence, `check`, then `name="value"` (or `name=value`) attributes. Read from the
 * token's raw text, not marked's `lang`, which drops backslashes and so would change a hint as written.
 */

/** The fence and info string of a fenced code block's first line (up to 3 spaces, then ``` or ~~~). */
const OPENING_LINE = /^ {0,3}(`{3,}|~{3,})([^\n]*)/;
/** One attribute, after any blanks: a double- or single-quoted value (no line break), or a bare one. */
const ATTRIBUTE = /^[ \t]+([A-Za-z][\w-]*)=(?:"([^"\n]*)"|'([^'\n]*)'|([^\s"'=]+))/;

/** The info string of a fenced block's opening line; undefined for an indented block (which has none). */
export function infoStringOf(raw: string): string | undefined {
  return OPENING_LINE.exec(raw)?.[2];
}

/** Whether an info string opens a check: its first word is exactly `check`. */
export function isCheckInfo(info: string | undefined): info is string {
  return info !== undefined && /^[ \t]*check(?:[ \t]|$)/.test(info);
}

export type CheckAttributes = { ok: true; attributes: Map<string, string> } | { ok: false; problem: string };

/** The attributes of a check's info string (`check machine="DC01" timeout=30`), or what could not be read. */
export function readCheckAttributes(info: string): CheckAttributes {
  let rest = info.replace(/^[ \t]*check/, '').trimEnd();
  const attributes = new Map<string, string>();
  while (rest !== '') {
    const match = ATTRIBUTE.exec(rest);
    if (!match?.[1]) {
      const at = rest.trim().slice(0, 40);
      return {
        ok: false,
        problem: `cannot be read from "${at}": write each attribute as name="value", separated by spaces.`,
      };
    }
    const name = match[1];
    if (attributes.has(name)) return { ok: false, problem: `sets ${name} twice.` };
    attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
    rest = rest.slice(match[0].length);
  }
  return { ok: true, attributes };
}
