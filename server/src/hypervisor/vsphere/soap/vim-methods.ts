import type { MoRef } from './soap-envelope';
import { type UpdateSet, updateSetOf } from './update-set';
import { VimFault } from './vim-fault';
import {
  type Decoded,
  field,
  fieldText,
  listOf,
  moRefOf,
  moRefsOf,
  type ObjectContent,
  objectContentsOf,
  textOf,
} from './vim-values';

/**
 * The vim25 methods the vSphere code calls, each with the arguments it takes and what it answers (vSphere Web
 * Services API reference, each method's page). The SOAP client takes its arguments and types its answer from here,
 * so a call with a wrong or missing argument does not compile. Data objects list their fields in WSDL order, the
 * order they are sent in (vCenter rejects another); optional ones may be left out.
 */
export interface VimMethods {
  RetrieveServiceContent: { arguments: NoArguments; answers: Decoded };
  Login: { arguments: { userName: string; password: string }; answers: undefined };
  Logout: { arguments: NoArguments; answers: undefined };
  FindByInventoryPath: { arguments: { inventoryPath: string }; answers: MoRef | undefined };
  FindChild: { arguments: { entity: MoRef; name: string }; answers: MoRef | undefined };
  CreateFolder: { arguments: { name: string }; answers: MoRef };
  CreateContainerView: {
    arguments: { container: MoRef; type: readonly string[]; recursive: boolean };
    answers: MoRef;
  };
  CreateListView: { arguments: { obj?: readonly MoRef[] }; answers: MoRef };
  /** Answers the objects it could not add (gone). */
  ModifyListView: { arguments: { add?: readonly MoRef[]; remove?: readonly MoRef[] }; answers: MoRef[] };
  DestroyView: { arguments: NoArguments; answers: undefined };
  RetrievePropertiesEx: {
    arguments: { specSet: PropertyFilterSpec; options: RetrieveOptions };
    answers: RetrieveResult;
  };
  ContinueRetrievePropertiesEx: { arguments: { token: string }; answers: RetrieveResult };
  CreatePropertyCollector: { arguments: NoArguments; answers: MoRef };
  DestroyPropertyCollector: { arguments: NoArguments; answers: undefined };
  CreateFilter: { arguments: { spec: PropertyFilterSpec; partialUpdates: boolean }; answers: MoRef };
  /** Answers nothing when `maxWaitSeconds` passed without a change. */
  WaitForUpdatesEx: {
    arguments: { version: string; options: { maxWaitSeconds: number } };
    answers: UpdateSet | undefined;
  };
  CancelWaitForUpdates: { arguments: NoArguments; answers: undefined };
  CloneVM_Task: { arguments: { folder: MoRef; name: string; spec: VirtualMachineCloneSpec }; answers: MoRef };
  PowerOnVM_Task: { arguments: NoArguments; answers: MoRef };
  PowerOffVM_Task: { arguments: NoArguments; answers: MoRef };
  SuspendVM_Task: { arguments: NoArguments; answers: MoRef };
  ResetVM_Task: { arguments: NoArguments; answers: MoRef };
  Destroy_Task: { arguments: NoArguments; answers: MoRef };
  ShutdownGuest: { arguments: NoArguments; answers: undefined };
  RebootGuest: { arguments: NoArguments; answers: undefined };
  AcquireTicket: { arguments: { ticketType: 'webmks' }; answers: VirtualMachineTicket };
  /** GuestFileManager: answers the URL to PUT the file's bytes to. */
  InitiateFileTransferToGuest: {
    arguments: {
      vm: MoRef;
      auth: GuestAuth;
      guestFilePath: string;
      fileAttributes: { readonly $type: 'GuestPosixFileAttributes' | 'GuestWindowsFileAttributes' };
      fileSize: number;
      overwrite: boolean;
    };
    answers: string;
  };
  InitiateFileTransferFromGuest: {
    arguments: { vm: MoRef; auth: GuestAuth; guestFilePath: string };
    answers: FileTransferInformation;
  };
  DeleteFileInGuest: { arguments: { vm: MoRef; auth: GuestAuth; filePath: string }; answers: undefined };
  /** GuestProcessManager: answers the pid. */
  StartProgramInGuest: {
    arguments: { vm: MoRef; auth: GuestAuth; spec: { readonly programPath: string; readonly arguments: string } };
    answers: number;
  };
  ListProcessesInGuest: {
    arguments: { vm: MoRef; auth: GuestAuth; pids: readonly number[] };
    answers: GuestProcessInfo[];
  };
  TerminateProcessInGuest: { arguments: { vm: MoRef; auth: GuestAuth; pid: number }; answers: undefined };
  /** VirtualMachine (vSphere 6.5 and later): answers the number of key events injected. */
  PutUsbScanCodes: { arguments: { spec: { readonly keyEvents: readonly UsbScanCodeSpecKeyEvent[] } }; answers: number };
}

/** One key pressed and released: `usbHidCode` is (HID usage << 16) | 7; modifiers held meanwhile, in WSDL order. */
export type UsbScanCodeSpecKeyEvent = {
  readonly usbHidCode: number;
  readonly modifiers?: { readonly leftShift?: boolean; readonly rightAlt?: boolean };
};

/** NamePasswordAuthentication: how guest operations log in to the guest. */
export type GuestAuth = {
  readonly $type: 'NamePasswordAuthentication';
  readonly interactiveSession: boolean;
  readonly username: string;
  readonly password: string;
};

export interface FileTransferInformation {
  readonly size: number;
  readonly url: string;
}

/** GuestProcessInfo as read: `endTime` once the process ended, with its `exitCode` (left out when 0 by some). */
export interface GuestProcessInfo {
  readonly pid: number;
  readonly endTime: string | undefined;
  readonly exitCode: number | undefined;
}

export type VimMethod = keyof VimMethods;

type NoArguments = Record<string, never>;

type PropertySpec = { readonly type: string; readonly pathSet: readonly string[] };

export type TraversalSpec = {
  readonly $type: 'TraversalSpec';
  readonly name: string;
  readonly type: string;
  readonly path: string;
  readonly skip: boolean;
};

type ObjectSpec = { readonly obj: MoRef; readonly skip: boolean; readonly selectSet?: TraversalSpec };

type PropertyFilterSpec = {
  readonly propSet: PropertySpec | readonly PropertySpec[];
  readonly objectSet: ObjectSpec;
};

type RetrieveOptions = { readonly maxObjects?: number };

export type VirtualMachineCloneSpec = {
  readonly location: { readonly datastore?: MoRef; readonly diskMoveType?: string; readonly pool: MoRef };
  readonly template: boolean;
  readonly powerOn: boolean;
  readonly snapshot?: MoRef;
};

interface RetrieveResult {
  readonly objects: ObjectContent[];
  /** More objects to fetch with ContinueRetrievePropertiesEx. */
  readonly token: string | undefined;
}

/** VirtualMachineTicket as read: `host` and `url` are optional in the API (`url` from 7.0 on). */
export interface VirtualMachineTicket {
  readonly ticket: string;
  readonly host: string | undefined;
  readonly port: number | undefined;
  readonly sslThumbprint: string | undefined;
  readonly url: string | undefined;
}

type Readers = { readonly [M in VimMethod]: (answer: Decoded, method: M) => VimMethods[M]['answers'] };

function nothing(): undefined {
  return undefined;
}

function reference(answer: Decoded, method: VimMethod): MoRef {
  const ref = moRefOf(answer);
  if (!ref) throw new VimFault('InvalidResponse', `${method} answered no managed object`);
  return ref;
}

function retrieveResult(answer: Decoded): RetrieveResult {
  return { objects: objectContentsOf(field(answer, 'objects')), token: fieldText(answer, 'token') };
}

function ticket(answer: Decoded, method: VimMethod): VirtualMachineTicket {
  const value = fieldText(answer, 'ticket');
  if (!value) throw new VimFault('InvalidResponse', `${method} answered no ticket`);
  const port = fieldText(answer, 'port');
  return {
    ticket: value,
    host: fieldText(answer, 'host'),
    port: port === undefined ? undefined : Number(port),
    sslThumbprint: fieldText(answer, 'sslThumbprint'),
    url: fieldText(answer, 'url'),
  };
}

function text(answer: Decoded, method: VimMethod): string {
  const value = textOf(answer);
  if (value === undefined) throw new VimFault('InvalidResponse', `${method} answered nothing`);
  return value;
}

function integer(answer: Decoded, method: VimMethod): number {
  const value = Number(text(answer, method));
  if (!Number.isSafeInteger(value)) throw new VimFault('InvalidResponse', `${method} answered no number`);
  return value;
}

function fileTransfer(answer: Decoded, method: VimMethod): FileTransferInformation {
  const url = fieldText(answer, 'url');
  const size = Number(fieldText(answer, 'size'));
  if (!url || !Number.isSafeInteger(size)) throw new VimFault('InvalidResponse', `${method} answered no transfer`);
  return { url, size };
}

function processes(answer: Decoded, method: VimMethod): GuestProcessInfo[] {
  return listOf(answer).map((node) => {
    const pid = Number(fieldText(node, 'pid'));
    if (!Number.isSafeInteger(pid)) throw new VimFault('InvalidResponse', `${method} answered a process without pid`);
    const exitCode = fieldText(node, 'exitCode');
    return {
      pid,
      endTime: fieldText(node, 'endTime'),
      exitCode: exitCode === undefined ? undefined : Number(exitCode),
    };
  });
}

/** How each method's `returnval` is read. */
export const VIM_READERS: Readers = {
  RetrieveServiceContent: (answer) => answer,
  Login: nothing,
  Logout: nothing,
  FindByInventoryPath: moRefOf,
  FindChild: moRefOf,
  CreateFolder: reference,
  CreateContainerView: reference,
  CreateListView: reference,
  ModifyListView: moRefsOf,
  DestroyView: nothing,
  RetrievePropertiesEx: retrieveResult,
  ContinueRetrievePropertiesEx: retrieveResult,
  CreatePropertyCollector: reference,
  DestroyPropertyCollector: nothing,
  CreateFilter: reference,
  WaitForUpdatesEx: updateSetOf,
  CancelWaitForUpdates: nothing,
  CloneVM_Task: reference,
  PowerOnVM_Task: reference,
  PowerOffVM_Task: reference,
  SuspendVM_Task: reference,
  ResetVM_Task: reference,
  Destroy_Task: reference,
  ShutdownGuest: nothing,
  RebootGuest: nothing,
  AcquireTicket: ticket,
  InitiateFileTransferToGuest: text,
  InitiateFileTransferFromGuest: fileTransfer,
  DeleteFileInGuest: nothing,
  StartProgramInGuest: integer,
  ListProcessesInGuest: processes,
  TerminateProcessInGuest: nothing,
  PutUsbScanCodes: integer,
};

/**
 * Whether a call that may or may not have reached vCenter can be sent again: a second one leaves vCenter as the first
 * would and answers as it did. A destroyed object answers "not found" the second time (its callers ignore that); a
 * second view or collector is one more object in the session, gone with it. A connection vCenter closed while it lay
 * in the pool fails the request written on it; such a call is sent again on a fresh connection. Calls that start
 * something (a task, a program, keys), or answer a fault the second time, are not: their failure is their caller's.
 */
export const RESENDABLE = {
  RetrieveServiceContent: true,
  Login: true,
  Logout: true,
  FindByInventoryPath: true,
  FindChild: true,
  CreateFolder: false,
  CreateContainerView: true,
  CreateListView: true,
  ModifyListView: true,
  DestroyView: true,
  RetrievePropertiesEx: true,
  // Its token is spent by the first.
  ContinueRetrievePropertiesEx: false,
  CreatePropertyCollector: true,
  DestroyPropertyCollector: true,
  // A second filter would report every change twice.
  CreateFilter: false,
  // A failed long poll is its watch's to recover: it reads again what it may have missed.
  WaitForUpdatesEx: false,
  CancelWaitForUpdates: true,
  CloneVM_Task: false,
  PowerOnVM_Task: false,
  PowerOffVM_Task: false,
  SuspendVM_Task: false,
  ResetVM_Task: false,
  Destroy_Task: false,
  ShutdownGuest: false,
  RebootGuest: false,
  AcquireTicket: true,
  InitiateFileTransferToGuest: true,
  InitiateFileTransferFromGuest: true,
  DeleteFileInGuest: false,
  StartProgramInGuest: false,
  ListProcessesInGuest: true,
  TerminateProcessInGuest: false,
  PutUsbScanCodes: false,
} satisfies Record<VimMethod, boolean>;
