// UI of the instructor remotes only: its own shared entry, so the student's lab never carries it.
export { DeleteAlert } from './delete-alert/delete-alert';
export type { DeleteAlertProps } from './delete-alert/delete-alert';
