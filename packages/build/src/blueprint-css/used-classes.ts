/**
 * The Blueprint class names a built bundle can put on an element. Blueprint writes them as template literals on its
 * namespace (`${NS}-button`, minified to `${P}-button`), so every `${x}-name` and every literal `bp6-name` counts. A
 * name built at run time (`${NS}-intent-${intent}`) ends in '-' and stands for every class it begins.
 * Over-counting (some other template literal) only keeps a rule too many; it never drops one in use.
 */
export interface UsedClasses {
  names: Set<string>;
  prefixes: string[];
}

const TEMPLATE_CLASS = /\$\{[\w$]+\}-([a-z][a-z0-9-]*)/g;
const LITERAL_CLASS = /\bbp6-([a-z][a-z0-9-]*)/g;

export function usedBlueprintClasses(sources: Iterable<string>): UsedClasses {
  const names = new Set<string>();
  for (const source of sources) {
    for (const pattern of [TEMPLATE_CLASS, LITERAL_CLASS]) {
      for (const match of source.matchAll(pattern)) names.add(`bp6-${match[1]}`);
    }
  }
  const prefixes = [...names].filter((name) => name.endsWith('-'));
  return { names, prefixes };
}

export function isUsedClass(name: string, used: UsedClasses): boolean {
  return used.names.has(name) || used.prefixes.some((prefix) => name.startsWith(prefix));
}
