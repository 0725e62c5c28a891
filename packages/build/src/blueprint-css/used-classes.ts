/**
 * The Blueprint class names a built bundle can put on an element. Blueprint writes them as template literals on its
 * namespace, often on another class (`INPUT = `${NS}-input``, `INPUT_GROUP = `${INPUT}-group``; minified
 * `en=`${i}-input`,er=`${en}-group``), so names are resolved through those definitions; a literal `bp6-name` counts
 * too. A name built at run time (`${NS}-intent-${intent}`) ends in '-' and stands for every class it begins.
 * Minified variable names repeat across modules, so a variable keeps every value it is given: over-counting only
 * keeps a rule too many, it never drops one in use.
 */
export interface UsedClasses {
  names: Set<string>;
  prefixes: string[];
  /**
   * Endings of class names built on a value the text does not show (`${o.Hn}-group`, on a constant of another
   * module): any class ending so (or, for a run-time ending in '-', containing it) is kept.
   */
  endings: string[];
}

const NAMESPACE = 'bp6';
/** How many class-on-class steps are followed from the namespace. */
const MAX_CHAIN_STEPS = 8;
const NAMESPACE_DEFINITION = /([\w$]+)\s*=\s*["'`]bp6["'`]/g;
const CLASS_DEFINITION = /([\w$]+)\s*=\s*`\$\{([\w$]+)\}-([a-z][a-z0-9-]*)/g;
const TEMPLATE_CLASS = /\$\{([^{}`]+)\}-([a-z][a-z0-9-]*)/g;
const LITERAL_CLASS = /\bbp6-([a-z][a-z0-9-]*)/g;

function valuesOfVariables(sources: string[]): Map<string, Set<string>> {
  const values = new Map<string, Set<string>>();
  const add = (variable: string, value: string): boolean => {
    const set = values.get(variable) ?? new Set<string>();
    values.set(variable, set);
    if (set.has(value)) return false;
    set.add(value);
    return true;
  };
  const definitions: [string, string, string][] = [];
  for (const source of sources) {
    for (const [, variable] of source.matchAll(NAMESPACE_DEFINITION)) if (variable) add(variable, NAMESPACE);
    for (const [, variable, base, suffix] of source.matchAll(CLASS_DEFINITION)) {
      if (variable && base && suffix) definitions.push([variable, base, suffix]);
    }
  }
  // Bounded: a minified variable that is reused can be given a value built on itself (`e=`${e}-x``), which would
  // otherwise grow forever. Blueprint's own chains (NS -> INPUT -> INPUT_GROUP) are a few steps deep.
  for (let changed = true, step = 0; changed && step < MAX_CHAIN_STEPS; step += 1) {
    changed = false;
    for (const [variable, base, suffix] of definitions) {
      for (const value of values.get(base) ?? []) changed = add(variable, `${value}-${suffix}`) || changed;
    }
  }
  return values;
}

export function usedBlueprintClasses(sourceTexts: Iterable<string>): UsedClasses {
  const sources = [...sourceTexts];
  const values = valuesOfVariables(sources);
  const names = new Set<string>();
  const endings = new Set<string>();
  for (const source of sources) {
    for (const [, base, suffix] of source.matchAll(TEMPLATE_CLASS)) {
      if (!base || !suffix) continue;
      const bases = values.get(base.trim());
      if (bases) for (const value of bases) names.add(`${value}-${suffix}`);
      else {
        names.add(`${NAMESPACE}-${suffix}`);
        endings.add(`-${suffix}`);
      }
    }
    for (const [, name] of source.matchAll(LITERAL_CLASS)) names.add(`bp6-${name}`);
  }
  for (const set of values.values()) for (const value of set) if (value.startsWith(`${NAMESPACE}-`)) names.add(value);
  const prefixes = [...names].filter((name) => name.endsWith('-'));
  return { names, prefixes, endings: [...endings] };
}

export function isUsedClass(name: string, used: UsedClasses): boolean {
  return (
    used.names.has(name) ||
    used.prefixes.some((prefix) => name.startsWith(prefix)) ||
    used.endings.some((ending) => (ending.endsWith('-') ? name.includes(ending) : name.endsWith(ending)))
  );
}
