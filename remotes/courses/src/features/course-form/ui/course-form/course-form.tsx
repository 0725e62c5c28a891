import { useMemo } from 'react';
import { Field, Form, type FieldInputProps } from 'react-final-form';
import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { COURSE_STATUS_OPTIONS, type Folder } from '@academy/contracts';
import { RouteLink } from '@academy/ui';
import { paths } from '@/paths';
import { clearVmsOutsideFolder, machinesOfFolder, validateCourseForm, type CourseFormValues } from '../../lib';
import { $initialValues, $isEditMode, $isSaving, $submitError, formSubmitted } from '../../model';
import styles from './course-form.module.css';

export interface CourseFormProps {
  /** The folders a course can be made from (hidden ones already left out). */
  folders: readonly Folder[];
}

interface FieldMeta {
  touched?: boolean;
  submitFailed?: boolean;
  error?: string;
}

/** A field's message once the user left it or tried to submit (VMs appear later, so the attempt counts too). */
function messageOf(meta: FieldMeta): string | undefined {
  return (meta.touched || meta.submitFailed) && meta.error ? meta.error : undefined;
}

function intentOf(meta: FieldMeta): Intent {
  return messageOf(meta) ? Intent.DANGER : Intent.NONE;
}

/** A single select takes the field's props but not `multiple`, which react-final-form always passes. */
function selectPropsOf({ multiple: _multiple, type: _type, ...props }: FieldInputProps<string>) {
  return props;
}

const STATUS_OPTIONS = [{ label: 'Select status', value: '' }, ...COURSE_STATUS_OPTIONS];

/**
 * Spec §2 "Course form": react-final-form owns the fields and validates them (§5); a valid submit goes to the
 * model, and a failed save comes back as the banner above the fields, with everything typed kept.
 */
export function CourseForm({ folders }: CourseFormProps) {
  const { initialValues, isEditMode, isSaving, submitError } = useUnit({
    initialValues: $initialValues,
    isEditMode: $isEditMode,
    isSaving: $isSaving,
    submitError: $submitError,
  });
  const submit = useUnit(formSubmitted);
  const decorators = useMemo(() => [clearVmsOutsideFolder(folders)], [folders]);
  const folderOptions = useMemo(
    () => [{ label: 'Select folder', value: '' }, ...folders.map((folder) => ({ label: folder.name, value: folder.folder }))],
    [folders],
  );

  return (
    <Form<CourseFormValues>
      initialValues={initialValues}
      validate={validateCourseForm}
      decorators={decorators}
      onSubmit={(values) => {
        submit(values);
      }}
      render={({ handleSubmit, values }) => {
        const machines = machinesOfFolder(folders, values.folder);
        return (
          <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={isEditMode ? 'Edit Course' : 'New Course'}>
            {submitError && (
              <Callout intent={Intent.DANGER} className={styles.banner} role="alert">
                {submitError}
              </Callout>
            )}
            <Field<string> name="name">
              {({ input, meta }) => (
                <FormGroup label="Name" labelFor="course-name" intent={intentOf(meta)} helperText={messageOf(meta)}>
                  <InputGroup {...input} id="course-name" intent={intentOf(meta)} autoComplete="off" />
                </FormGroup>
              )}
            </Field>
            <Field<string> name="description">
              {({ input, meta }) => (
                <FormGroup label="Description" labelFor="course-description" intent={intentOf(meta)} helperText={messageOf(meta)}>
                  <TextArea {...input} id="course-description" intent={intentOf(meta)} rows={3} fill className={styles.description} />
                </FormGroup>
              )}
            </Field>
            <Field<string> name="folder">
              {({ input, meta }) => (
                <FormGroup label="Folder" labelFor="course-folder" intent={intentOf(meta)} helperText={messageOf(meta)}>
                  <HTMLSelect {...selectPropsOf(input)} id="course-folder" options={folderOptions} fill />
                </FormGroup>
              )}
            </Field>
            {machines.length > 0 && (
              <Field<string[]> name="vms" subscription={{ touched: true, submitFailed: true, error: true }}>
                {({ meta }) => (
                  <FormGroup label="VMs" intent={intentOf(meta)} helperText={messageOf(meta)}>
                    <div role="group" aria-label="VMs" className={styles.machines}>
                      {machines.map((machine) => (
                        <Field<string> key={machine.vm} name="vms" type="checkbox" value={machine.vm}>
                          {({ input }) => <Checkbox {...input} label={machine.name} className={styles.machine} />}
                        </Field>
                      ))}
                    </div>
                  </FormGroup>
                )}
              </Field>
            )}
            <Field<string> name="status">
              {({ input, meta }) => (
                <FormGroup label="Status" labelFor="course-status" intent={intentOf(meta)} helperText={messageOf(meta)}>
                  <HTMLSelect {...selectPropsOf(input)} id="course-status" options={STATUS_OPTIONS} fill />
                </FormGroup>
              )}
            </Field>
            <div className={styles.footer}>
              <Button type="submit" intent={Intent.PRIMARY} loading={isSaving}>
                {isEditMode ? 'Save Changes' : 'Create Course'}
              </Button>
              <RouteLink to={paths.courseList} className={styles.cancel}>
                Cancel
              </RouteLink>
            </div>
          </form>
        );
      }}
    />
  );
}
