import { describe, expect, it } from '@rstest/core';
import { keepUsedBlueprintRules } from './keep-used-rules';
import { usedBlueprintClasses } from './used-classes';

// A minified bundle's text, which holds template literals: this is a plain string on purpose.
const bundle =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a bundle, not a template
  'let P="bp6";const B=`${P}-button`,I=`${P}-icon`,en=`${P}-input`,er=`${en}-group`;x=`${P}-intent-${e.toLowerCase()}`;y="bp6-text-muted";';
const used = usedBlueprintClasses([bundle]);

function kept(css: string): string {
  return keepUsedBlueprintRules(css, used).replace(/\s+/g, ' ').trim();
}

describe('usedBlueprintClasses', () => {
  it('reads template-literal classes (also built on another class), literal classes and run-time prefixes', () => {
    expect([...used.names]).toEqual(
      expect.arrayContaining(['bp6-button', 'bp6-icon', 'bp6-input-group', 'bp6-intent-', 'bp6-text-muted']),
    );
    expect(used.prefixes).toEqual(['bp6-intent-']);
  });

  it("keeps every class ending as a name built on another module's constant does (its value is not in the text)", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a bundle, not a template
    const other = usedBlueprintClasses(['x=`${o.Hn}-group`;y=`${(0,r.k)}-intent-${i}`']);
    expect(other.endings).toEqual(['-group', '-intent-']);
    expect(
      keepUsedBlueprintRules('.bp6-input-group{a:1}.bp6-button.bp6-intent-danger{b:2}.bp6-slider{c:3}', other),
    ).toBe('.bp6-input-group{a:1}');
  });

  it('ends on a variable reused for a value built on itself (minified code outside Blueprint)', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a bundle, not a template
    const cyclic = usedBlueprintClasses(['let t="bp6";a=`${t}-menu`;t=`${a}-item`;']);
    expect([...cyclic.names]).toEqual(expect.arrayContaining(['bp6-menu', 'bp6-menu-item']));
  });
});

describe('keepUsedBlueprintRules', () => {
  it('keeps rules of used classes and of classes a run-time prefix builds, drops the others', () => {
    expect(kept('.bp6-button{a:1}.bp6-slider{a:2}.bp6-button.bp6-intent-danger{a:3}')).toBe(
      '.bp6-button{a:1}.bp6-button.bp6-intent-danger{a:3}',
    );
  });

  it('keeps the selectors of a list that can match and drops the rest of the list', () => {
    expect(kept('.bp6-button,.bp6-tree-node{a:1}')).toBe('.bp6-button{a:1}');
  });

  it('does not require the classes inside :not() (an unused class there is always absent)', () => {
    expect(kept('.bp6-button:not(.bp6-minimal){a:1}')).toBe('.bp6-button:not(.bp6-minimal){a:1}');
  });

  it('drops the dark theme, the icon font glyphs and media queries left empty', () => {
    expect(
      kept(
        '.bp6-dark .bp6-button{a:1}[data-bp-color-scheme=dark]{--x:1}.bp6-icon-add::before{content:"x"}@media (min-width:1px){.bp6-tabs{a:1}}.bp6-icon{b:2}',
      ),
    ).toBe('.bp6-icon{b:2}');
  });

  it('drops design tokens nothing reads, directly or through another token, and keeps the ones read', () => {
    expect(kept(':root{--a:red;--b:var(--c);--c:blue;--d:green}.bp6-button{color:var(--b)}')).toBe(
      ':root{--b:var(--c);--c:blue}.bp6-button{color:var(--b)}',
    );
  });

  it('keeps global rules without Blueprint classes', () => {
    expect(kept('body{margin:0}')).toBe('body{margin:0}');
  });
});
