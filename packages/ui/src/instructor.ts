// UI and models of the instructor remotes only: their own shared entry, so the student's lab never carries them.

export type { DeleteAlertProps } from './delete-alert/delete-alert';
export { DeleteAlert } from './delete-alert/delete-alert';
export type { EditSession } from './edit-session/create-edit-session';
export { createEditSession } from './edit-session/create-edit-session';
export type { EditRouteConfig } from './edit-session/edit-route';
export { leaveEditWithoutItem, routeOf } from './edit-session/edit-route';
export type { ErrorBannerProps } from './error-banner/error-banner';
export { ErrorBanner } from './error-banner/error-banner';
export { focusFirstInvalidField } from './form-field/focus-first-invalid';
export type {
  FieldMessageState,
  FormErrors,
  FormFieldComponent,
  FormFieldControl,
  FormFieldControlProps,
  FormFieldProps,
  TextFieldName,
} from './form-field/form-field';
export { createFormField, fieldMessageOf } from './form-field/form-field';
export type { FormFields, SelectFieldProps, TextFieldProps } from './form-field/form-fields';
export { createFormFields } from './form-field/form-fields';
export type { FormPageProps } from './form-page/form-page';
export { FormPage } from './form-page/form-page';
export { useFormPageEvents } from './form-page/use-form-page-events';
export type { InstructorFormProps } from './instructor-form/instructor-form';
export { InstructorForm } from './instructor-form/instructor-form';
export type { ListPageProps } from './list-page/list-page';
export { ListPage } from './list-page/list-page';
export type { FetchedListTableProps } from './list-table/fetched-list-table';
export { FetchedListTable } from './list-table/fetched-list-table';
export type { ListColumn, ListColumnKind } from './list-table/list-column';
export type { ListTableProps } from './list-table/list-table';
export { ListTable } from './list-table/list-table';
export { statusColumn } from './list-table/status-column';
export type { LoadingMessageProps } from './loading-message/loading-message';
export { LoadingMessage } from './loading-message/loading-message';
export type { Comparator, SortDirection, SortOrder } from './sort-order/sort-order';
export { byText, compareText, nextSortOrder, sortedBy } from './sort-order/sort-order';
export type { SortOrderModel } from './sort-order/sort-order-model';
export { createSortOrder } from './sort-order/sort-order-model';
