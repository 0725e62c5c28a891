import { COURSE_STATUS_OPTIONS, type Folder } from '@academy/contracts';
import { FormFooter } from '@academy/ui';
import { createFormField, fieldMessageOf } from '@academy/ui/instructor';
import { Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { Field, Form, useField } from 'react-final-form';
import { paths } from '@/paths';
import { type CourseFormValues, clearVmsOutsideFolder, machinesOfFolder, validateCourseForm } from '../../lib';
import { $initialValues, $isEditMode, $isSaving, $submitError, formSubmitted } from '../../model';
import styles from './course-form.module.css';

export interface CourseFormProps {
  /** The folders a course can be made from (hidden ones already left out). */
  folders: readonly Folder[];
}

const STATUS_OPTIONS = [{ label: 'Select status', value: '' }, ...COURSE_STATUS_OPTIONS];

const FormField = createFormField<CourseFormValues>(useField);

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
    () => [
      { label: 'Select folder', value: '' },
      ...folders.map((folder) => ({ label: folder.name, value: folder.folder })),
    ],
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
          <form
            className={styles.form}
            onSubmit={handleSubmit}
            noValidate
            aria-label={isEditMode ? 'Edit Course' : 'New Course'}
          >
            {submitError && (
              <Callout intent={Intent.DANGER} className={styles.banner} role="alert">
                {submitError}
              </Callout>
            )}
            <FormField name="name" label="Name">
              {({ id, input, intent, describedBy }) => (
                <InputGroup {...input} id={id} intent={intent} aria-describedby={describedBy} autoComplete="off" />
              )}
            </FormField>
            <FormField name="description" label="Description">
              {({ id, input, intent, describedBy }) => (
                <TextArea
                  {...input}
                  id={id}
                  intent={intent}
                  aria-describedby={describedBy}
                  rows={3}
                  fill
                  className={styles.description}
                />
              )}
            </FormField>
            <FormField name="folder" label="Folder">
              {({ id, input, describedBy }) => (
                <HTMLSelect {...input} id={id} options={folderOptions} aria-describedby={describedBy} fill />
              )}
            </FormField>
            {machines.length > 0 && (
              <Field<string[]> name="vms" subscription={{ touched: true, submitFailed: true, error: true }}>
                {({ meta }) => {
                  const message = fieldMessageOf(meta);
                  return (
                    <FormGroup label="VMs" intent={message ? Intent.DANGER : Intent.NONE} helperText={message}>
                      <fieldset aria-label="VMs" className={styles.machines}>
                        {machines.map((machine) => (
                          <Field<string> key={machine.vm} name="vms" type="checkbox" value={machine.vm}>
                            {({ input }) => <Checkbox {...input} label={machine.name} className={styles.machine} />}
                          </Field>
                        ))}
                      </fieldset>
                    </FormGroup>
                  );
                }}
              </Field>
            )}
            <FormField name="status" label="Status">
              {({ id, input, describedBy }) => (
                <HTMLSelect {...input} id={id} options={STATUS_OPTIONS} aria-describedby={describedBy} fill />
              )}
            </FormField>
            <FormFooter
              submitLabel={isEditMode ? 'Save Changes' : 'Create Course'}
              isSaving={isSaving}
              cancelTo={paths.courseList}
            />
          </form>
        );
      }}
    />
  );
}
