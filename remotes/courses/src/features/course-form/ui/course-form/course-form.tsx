import { COURSE_STATUS_OPTIONS, type Folder } from '@academy/api';
import { FieldHelp } from '@academy/ui';
import { createFormFields, fieldMessageOf, InstructorForm } from '@academy/ui/instructor';
import { Checkbox, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { Field, Form, useField } from 'react-final-form';
import { paths } from '@/paths';
import { chosenMachinesOf, machinesOfFolder } from '@/shared/lib/folder-machines';
import { type CourseFormValues, clearVmsOutsideFolder, validateCourseForm } from '../../lib';
import { $initialValues, $isEditMode, $isSaving, $submitError, formSubmitted } from '../../model';
import { CourseMachines } from '../course-machines/course-machines';
import styles from './course-form.module.css';

export interface CourseFormProps {
  /** The folders a course can be made from (hidden ones already left out). */
  folders: readonly Folder[];
  /** The field of the course's manual (its own feature), inside the form, after the status. */
  manualField?: ReactNode;
}

const STATUS_OPTIONS = [{ label: 'Select status', value: '' }, ...COURSE_STATUS_OPTIONS];

const { FormField, TextField, SelectField } = createFormFields<CourseFormValues>(useField);

/**
 * Spec §2 "Course form": react-final-form owns the fields and validates them (§5); a valid submit goes to the
 * model, and a failed save comes back as the banner above the fields, with everything typed kept.
 */
export function CourseForm({ folders, manualField }: CourseFormProps) {
  const { initialValues, isEditMode, isSaving, submitError } = useUnit({
    initialValues: $initialValues,
    isEditMode: $isEditMode,
    isSaving: $isSaving,
    submitError: $submitError,
  });
  const submit = useUnit(formSubmitted);
  const vmsMessageId = useId();
  const decorators = useMemo(() => [clearVmsOutsideFolder(folders)], [folders]);
  const validate = useCallback((values: CourseFormValues) => validateCourseForm(values, folders), [folders]);
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
      validate={validate}
      decorators={decorators}
      onSubmit={(values) => {
        submit(values);
      }}
      render={({ handleSubmit, values }) => {
        const machines = machinesOfFolder(folders, values.folder);
        const chosenMachines = chosenMachinesOf(folders, values.folder, values.vms ?? []);
        return (
          <InstructorForm
            label={isEditMode ? 'Edit Course' : 'New Course'}
            onSubmit={handleSubmit}
            error={submitError}
            submitLabel={isEditMode ? 'Save Changes' : 'Create Course'}
            isSaving={isSaving}
            cancelTo={paths.courseList}
          >
            <TextField name="name" label="Name" autoComplete="off" />
            <FormField name="description" label="Description">
              {({ input, intent, controlProps }) => (
                <TextArea {...input} {...controlProps} intent={intent} rows={3} fill className={styles.description} />
              )}
            </FormField>
            <SelectField name="folder" label="Folder" options={folderOptions} fill />
            {machines.length > 0 && (
              <Field<string[]> name="vms" subscription={{ touched: true, submitFailed: true, error: true }}>
                {({ meta }) => {
                  const message = fieldMessageOf(meta);
                  // Each box says the group's message while it shows, as a FormField's control does.
                  const state = message ? { 'aria-invalid': true, 'aria-describedby': vmsMessageId } : {};
                  return (
                    <FormGroup
                      intent={message ? Intent.DANGER : Intent.NONE}
                      helperText={<FieldHelp id={vmsMessageId} message={message} />}
                    >
                      <fieldset className={styles.machines}>
                        <legend className={styles.legend}>VMs</legend>
                        <div className={styles.machineList}>
                          {machines.map((machine) => (
                            <Field<string> key={machine.vm} name="vms" type="checkbox" value={machine.vm}>
                              {({ input }) => (
                                <Checkbox {...input} {...state} label={machine.name} className={styles.machine} />
                              )}
                            </Field>
                          ))}
                        </div>
                      </fieldset>
                    </FormGroup>
                  );
                }}
              </Field>
            )}
            {chosenMachines.length > 0 && <CourseMachines machines={chosenMachines} />}
            <SelectField name="status" label="Status" options={STATUS_OPTIONS} fill />
            {manualField}
          </InstructorForm>
        );
      }}
    />
  );
}
