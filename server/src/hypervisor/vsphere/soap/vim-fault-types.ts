/**
 * The vim25 faults the adapter tells apart, with the subtypes vCenter may answer in their place, each with its parent
 * type (vSphere Web Services API reference, "Fault Types"; the WSDL's extension bases, as govmomi's vim25/types
 * embeds them). A fault is matched by its place under these, never by its message.
 */
export type VimFaultType =
  | 'MethodFault'
  | 'RuntimeFault'
  | 'VimFault'
  | 'SecurityError'
  | 'NoPermission'
  | 'NotAuthenticated'
  | 'InvalidLogin'
  | 'ManagedObjectNotFound'
  | 'SystemError'
  | 'RequestCanceled'
  | 'InvalidState'
  | 'InvalidPowerState'
  | 'InvalidVmState'
  | 'InvalidHostState'
  | 'InvalidDatastoreState'
  | 'QuestionPending'
  | 'MksConnectionLimitReached'
  | 'VmPowerOnDisabled'
  | 'CannotPowerOffVmInCluster'
  | 'TaskInProgress'
  | 'VAppTaskInProgress'
  | 'ToolsUnavailable'
  | 'DuplicateName'
  | 'GuestOperationsFault'
  | 'InvalidGuestLogin'
  | 'GuestOperationsUnavailable'
  | 'GuestProcessNotFound'
  | 'GuestPermissionDenied'
  | 'FileFault'
  | 'FileNotFound'
  | 'FileAlreadyExists';

const PARENT_OF = {
  MethodFault: null,
  RuntimeFault: 'MethodFault',
  VimFault: 'MethodFault',
  SecurityError: 'RuntimeFault',
  NoPermission: 'SecurityError',
  NotAuthenticated: 'NoPermission',
  InvalidLogin: 'VimFault',
  ManagedObjectNotFound: 'RuntimeFault',
  SystemError: 'RuntimeFault',
  RequestCanceled: 'RuntimeFault',
  InvalidState: 'VimFault',
  InvalidPowerState: 'InvalidState',
  InvalidVmState: 'InvalidState',
  InvalidHostState: 'InvalidState',
  InvalidDatastoreState: 'InvalidState',
  QuestionPending: 'InvalidState',
  MksConnectionLimitReached: 'InvalidState',
  VmPowerOnDisabled: 'InvalidState',
  CannotPowerOffVmInCluster: 'InvalidState',
  TaskInProgress: 'VimFault',
  VAppTaskInProgress: 'TaskInProgress',
  ToolsUnavailable: 'VimFault',
  DuplicateName: 'VimFault',
  GuestOperationsFault: 'VimFault',
  InvalidGuestLogin: 'GuestOperationsFault',
  GuestOperationsUnavailable: 'GuestOperationsFault',
  GuestProcessNotFound: 'GuestOperationsFault',
  GuestPermissionDenied: 'GuestOperationsFault',
  FileFault: 'VimFault',
  FileNotFound: 'FileFault',
  FileAlreadyExists: 'FileFault',
} as const satisfies Record<VimFaultType, VimFaultType | null>;

function isKnown(type: string): type is VimFaultType {
  return Object.hasOwn(PARENT_OF, type);
}

/** Whether a fault of xsi:type `type` is an `expected`: that type, or one under it. */
export function faultTypeIs(type: string, expected: VimFaultType): boolean {
  for (let current: VimFaultType | null = isKnown(type) ? type : null; current; current = PARENT_OF[current]) {
    if (current === expected) return true;
  }
  return false;
}
