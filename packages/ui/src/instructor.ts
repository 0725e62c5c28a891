// UI and models of the instructor remotes only: their own shared entry, so the student's lab never carries them.

export type { DeleteAlertProps } from './delete-alert/delete-alert';
export { DeleteAlert } from './delete-alert/delete-alert';
export type { EditSession } from './edit-session/create-edit-session';
export { createEditSession } from './edit-session/create-edit-session';
export type { ErrorBannerProps } from './error-banner/error-banner';
export { ErrorBanner } from './error-banner/error-banner';
export { focusFirstInvalidField } from './form-field/focus-first-invalid';
export type {
  FieldMessageState,
  FormFieldComponent,
  FormFieldControl,
  FormFieldControlProps,
  FormFieldProps,
  TextFieldName,
} from './form-field/form-field';
export { createFormField, fieldMessageOf } from './form-field/form-field';
export type { ListColumn, ListColumnKind } from './list-table/list-column';
export type { ListTableProps } from './list-table/list-table';
export { ListTable } from './list-table/list-table';
export { statusColumn } from './list-table/status-column';
export type { Comparator, SortDirection, SortOrder } from './sort-order/sort-order';
export { byText, compareText, nextSortOrder, sortedBy } from './sort-order/sort-order';
export type { SortOrderModel } from './sort-order/sort-order-model';
export { createSortOrder } from './sort-order/sort-order-model';
