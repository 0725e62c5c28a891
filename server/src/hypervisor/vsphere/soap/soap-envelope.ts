import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * vim25 SOAP envelopes, both ways, over fast-xml-parser (it escapes and unescapes; nothing here does by hand).
 * Shapes verified against vCenter's and vcsim's answers: docs/vsphere.md.
 */

/** A managed object reference: vCenter's id of an object (`vm-42`) and its type (`VirtualMachine`). */
export class MoRef {
  constructor(
    readonly type: string,
    readonly value: string,
  ) {}
}

/**
 * A data object argument: fields in WSDL order (vCenter rejects another order), `$type` its xsi:type when the
 * parameter is polymorphic. Fields left undefined are left out, never sent empty.
 */
export interface SoapObject {
  readonly $type?: string;
  readonly [field: string]: SoapValue | undefined;
}
export type SoapValue = string | number | boolean | MoRef | SoapObject | readonly SoapValue[];

/** A decoded element: its text, or its children by name (repeated ones as arrays) and attributes as `@_name`. */
export type XmlNode = string | XmlElement;
export interface XmlElement {
  readonly [key: string]: XmlNode | readonly XmlNode[] | undefined;
}

type Encoded = string | number | boolean | EncodedObject | Encoded[];
interface EncodedObject {
  [key: string]: Encoded;
}

function isList(value: SoapValue): value is readonly SoapValue[] {
  return Array.isArray(value);
}

function encodeValue(value: SoapValue): Encoded {
  if (value instanceof MoRef) return { '@_type': value.type, '#text': value.value };
  if (isList(value)) return value.map(encodeValue);
  if (typeof value !== 'object') return value;
  return encodeFields(value);
}

function encodeFields(object: SoapObject): EncodedObject {
  const encoded: EncodedObject = {};
  for (const [key, field] of Object.entries(object)) {
    if (key === '$type' && typeof field === 'string') encoded['@_xsi:type'] = field;
    else if (field !== undefined) encoded[key] = encodeValue(field);
  }
  return encoded;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', processEntities: true });

/** The request for `method` on `target` with its arguments in WSDL order. */
export function encodeRequest(method: string, target: MoRef, args: SoapObject): string {
  const body = { '@_xmlns': 'urn:vim25', _this: encodeValue(target), ...encodeFields(args) };
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({
    'soapenv:Envelope': {
      '@_xmlns:soapenv': 'http://schemas.xmlsoap.org/soap/envelope/',
      '@_xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'soapenv:Body': { [method]: body },
    },
  })}`;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Ids and names stay strings ("007" is a name, not a number).
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
});

/** What fast-xml-parser makes of a document: strings, and objects of them (and of lists of them). */
export function isXmlElement(value: unknown): value is XmlElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A child element by local name, whatever prefix the server gave it. */
export function childOf(node: XmlNode | undefined, name: string): XmlNode | readonly XmlNode[] | undefined {
  if (node === undefined || typeof node === 'string') return undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key === name || key.endsWith(`:${name}`)) return value;
  }
  return undefined;
}

/** The xsi:type of a value; vcsim writes its prefix as `XMLSchema-instance`, vCenter as `xsi`. */
export function xsiTypeOf(node: XmlNode | undefined): string | undefined {
  if (node === undefined || typeof node === 'string') return undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@_') && key.endsWith(':type') && typeof value === 'string') return value.replace(/^.*:/, '');
  }
  return undefined;
}

export type DecodedAnswer =
  | { kind: 'result'; returnval: XmlNode | readonly XmlNode[] | undefined }
  | { kind: 'fault'; faultType: string; message: string; fault: XmlNode | undefined };

function single(node: XmlNode | readonly XmlNode[] | undefined): XmlNode | undefined {
  return typeof node === 'object' && !isXmlElement(node) ? node[0] : node;
}

/** The first child element (not an attribute) of a node, with its local name. */
function firstElementOf(node: XmlNode | undefined): [string, XmlNode | undefined] | undefined {
  if (node === undefined || typeof node === 'string') return undefined;
  const entry = Object.entries(node).find(([key]) => !key.startsWith('@_'));
  return entry && [entry[0].replace(/^.*:/, ''), single(entry[1])];
}

/** The answer's `returnval` (undefined for a void method), or its method fault: the detail's fault and its type. */
export function decodeAnswer(xml: string): DecodedAnswer {
  const document: unknown = parser.parse(xml);
  const envelope = isXmlElement(document) ? single(childOf(document, 'Envelope')) : undefined;
  const body = single(childOf(envelope, 'Body'));
  const fault = single(childOf(body, 'Fault'));
  if (fault !== undefined) {
    const [detailName, faultNode] = firstElementOf(single(childOf(fault, 'detail'))) ?? [];
    const faultType = xsiTypeOf(faultNode) ?? detailName?.replace(/Fault$/, '') ?? 'SystemError';
    const message = single(childOf(fault, 'faultstring'));
    return { kind: 'fault', faultType, message: typeof message === 'string' ? message : faultType, fault: faultNode };
  }
  return { kind: 'result', returnval: childOf(firstElementOf(body)?.[1], 'returnval') };
}
