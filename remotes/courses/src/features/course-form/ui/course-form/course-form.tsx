import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { Callout, Checkbox, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { COURSE_STATUS_OPTIONS, type Folder } from '@academy/contracts';
import { FormFooter } from '@academy/ui';
import { paths } from '@/paths';
import { clearVmsOutsideFolder, machinesOfFolder, validateCourseForm, type CourseFormValues } from '../../lib';
import { $initialValues, $isEditMode, $isSaving, $submitError, formSubmitted } from '../../model';
import { FormField, intentOf, messageOf, SelectField } from './form-field';
import styles from './course-form.module.css';

export interface CourseFormProps {
  /** The folders a course can be made from (hidden ones already left out). */
  folders: readonly Folder[];
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
            <FormField name="name" label="Name">
              {(input, intent) => <InputGroup {...input} intent={intent} autoComplete="off" />}
            </FormField>
            <FormField name="description" label="Description">
              {(input, intent) => <TextArea {...input} intent={intent} rows={3} fill className={styles.description} />}
            </FormField>
            <SelectField name="folder" label="Folder" options={folderOptions} />
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
            <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
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
