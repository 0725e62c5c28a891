import { childOf, isXmlElement, MoRef, type XmlNode, xsiTypeOf } from './soap-envelope';

/** Readers of decoded vim25 values: a list of one comes back as one element, so every reader accepts both. */

export type Decoded = XmlNode | readonly XmlNode[] | undefined;

export function listOf(value: Decoded): readonly XmlNode[] {
  if (value === undefined) return [];
  return typeof value === 'string' || isXmlElement(value) ? [value] : value;
}

export function firstOf(value: Decoded): XmlNode | undefined {
  return listOf(value)[0];
}

export function textOf(value: Decoded): string | undefined {
  const node = firstOf(value);
  if (typeof node === 'string') return node;
  const text = node?.['#text'];
  return typeof text === 'string' ? text : undefined;
}

export function field(value: Decoded, name: string): Decoded {
  return childOf(firstOf(value), name);
}

export function fieldText(value: Decoded, name: string): string | undefined {
  return textOf(field(value, name));
}

export function moRefOf(value: Decoded): MoRef | undefined {
  const node = firstOf(value);
  if (node === undefined || typeof node === 'string') return undefined;
  const type = node['@_type'];
  const id = textOf(node);
  return typeof type === 'string' && id !== undefined ? new MoRef(type, id) : undefined;
}

export function moRefsOf(value: Decoded): MoRef[] {
  return listOf(value).flatMap((node) => {
    // An ArrayOfManagedObjectReference wraps its items in ManagedObjectReference elements.
    if (xsiTypeOf(node) === 'ArrayOfManagedObjectReference') return moRefsOf(childOf(node, 'ManagedObjectReference'));
    const ref = moRefOf(node);
    return ref ? [ref] : [];
  });
}

/** One object of a RetrievePropertiesEx answer: its reference and its properties by path. */
export interface ObjectContent {
  readonly obj: MoRef;
  readonly props: ReadonlyMap<string, Decoded>;
}

export function objectContentsOf(value: Decoded): ObjectContent[] {
  return listOf(value).flatMap((node) => {
    const obj = moRefOf(childOf(node, 'obj'));
    if (!obj) return [];
    const props = new Map<string, Decoded>();
    for (const prop of listOf(childOf(node, 'propSet'))) {
      const name = fieldText(prop, 'name');
      if (name !== undefined) props.set(name, childOf(prop, 'val'));
    }
    return [{ obj, props }];
  });
}

export function xsiTypeOfValue(value: Decoded): string | undefined {
  return xsiTypeOf(firstOf(value));
}

/**
 * An entity's name as people wrote it: vCenter escapes '/', '\' and '%' in `name` as %2f, %5c and %25 (vSphere
 * API reference, ManagedEntity.name).
 */
export function entityNameOf(value: Decoded): string | undefined {
  return textOf(value)?.replace(/%(2f|5c|25)/gi, (escaped) => decodeURIComponent(escaped));
}
