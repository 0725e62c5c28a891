import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';
import { isUsedClass, type UsedClasses } from './used-classes';

const BLUEPRINT_CLASS = /\.(bp6-[a-z][a-z0-9-]*)/g;
/** A negation or a relational pseudo-class: classes inside it need not be on any element for the rule to apply. */
const NEGATION = /:(?:not|where|has)\((?:[^()]|\([^()]*\))*\)/g;

/** The icon font's glyphs: the portal draws every icon as an SVG (@blueprintjs/icons components). */
const ICON_FONT_GLYPH = /^\.bp6-icon-[a-z0-9-]+::?before$/;
const CUSTOM_PROPERTY_USE = /var\(\s*(--[\w-]+)/g;

/**
 * A selector can match only if every Blueprint class it requires is one the bundle uses. The dark theme goes too:
 * the portal has no dark mode.
 */
function canMatch(selector: string, used: UsedClasses): boolean {
  if (selector.includes('.bp6-dark') || selector.includes('data-bp-color-scheme=dark')) return false;
  if (ICON_FONT_GLYPH.test(selector)) return false;
  const required = selector.replace(NEGATION, '');
  for (const [, name] of required.matchAll(BLUEPRINT_CLASS)) {
    if (name !== undefined && !isUsedClass(name, used)) return false;
  }
  return true;
}

function isEmpty(node: Container): boolean {
  return (node.nodes ?? []).every((child) => child.type === 'comment');
}

/**
 * Drops the custom properties (Blueprint's design tokens) no kept declaration reads, directly or through another
 * token, so the 200-odd tokens on :root shrink to the few the kept rules need.
 */
function dropUnreadCustomProperties(root: Root): void {
  for (;;) {
    const read = new Set<string>();
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(CUSTOM_PROPERTY_USE)) if (name) read.add(name);
    });
    let dropped = 0;
    root.walkDecls(/^--/, (decl) => {
      if (!read.has(decl.prop)) {
        decl.remove();
        dropped += 1;
      }
    });
    if (dropped === 0) return;
  }
}

/**
 * Keeps the rules of a stylesheet that can apply to what the bundle renders: selectors naming an unused Blueprint
 * class are dropped, rules and at-rules (media queries, keyframes of no kept animation aside) left empty go.
 */
export function keepUsedBlueprintRules(css: string, used: UsedClasses): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => canMatch(selector, used));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  dropUnreadCustomProperties(root);
  root.walkRules((rule: Rule) => {
    if (isEmpty(rule)) rule.remove();
  });
  root.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes && isEmpty(atRule)) atRule.remove();
  });
  return root.toString();
}
