import { routes } from '@academy/api';
import { createFormFields, InstructorForm } from '@academy/ui/instructor';
import { Spinner, SpinnerSize } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useCallback, useMemo } from 'react';
import { Form, FormSpy, useField } from 'react-final-form';
import {
  ATTENDEE_CHOICES,
  type ClassFormValues,
  LOADING_COURSES_TEXT,
  loadingDots,
  PROVISIONING_NOTE,
  validateClassForm,
} from '../../lib';
import {
  $courseChoices,
  $coursesStatus,
  $formError,
  $initialValues,
  $isEditing,
  $isLoadingCourses,
  $isSaving,
  $loadingDots,
  $timeZoneOptions,
  coursesRetryClicked,
  formSubmitted,
  formValuesChanged,
} from '../../model';
import { $rosterAttendees } from '../../roster-field';
import { PassphraseChoice } from '../roster-field/passphrase-choice';
import { RosterAttendees } from '../roster-field/roster-attendees';
import { RosterField } from '../roster-field/roster-field';
import { TimeZonePicker } from '../time-zone-picker/time-zone-picker';
import styles from './class-form.module.css';

const { FormField, TextField, SelectField } = createFormFields<ClassFormValues>(useField);

const ATTENDEE_OPTIONS = [
  { label: 'Select attendees', value: '' },
  ...ATTENDEE_CHOICES.map((count) => ({ label: String(count), value: String(count) })),
];

/**
 * Spec §2 "Class form": react-final-form owns the fields and validates them (§5); a valid submit goes to the model.
 * A failed save comes back as the banner above the fields, with everything typed kept: the form stays mounted and
 * its initial values do not change. The 'Loading courses data' overlay covers it until the course list arrives.
 */
export function ClassForm() {
  const units = useUnit({
    initialValues: $initialValues,
    isEditing: $isEditing,
    isSaving: $isSaving,
    formError: $formError,
    courses: $courseChoices,
    coursesStatus: $coursesStatus,
    timeZones: $timeZoneOptions,
    isLoadingCourses: $isLoadingCourses,
    dots: $loadingDots,
    rosterAttendees: $rosterAttendees,
  });
  const { submit, retry, valuesChanged } = useUnit({
    submit: formSubmitted,
    retry: coursesRetryClicked,
    valuesChanged: formValuesChanged,
  });
  const hasRoster = units.rosterAttendees !== null;
  // With a roster, Attendees is its row count: there is nothing to choose, so nothing to check.
  const validate = useCallback(
    (values: Partial<ClassFormValues>) => validateClassForm(values, { attendeesFromRoster: hasRoster }),
    [hasRoster],
  );
  const courseOptions = useMemo(
    () => [
      { label: 'Select course', value: '' },
      ...units.courses.map((course) => ({ label: course.name, value: course.id })),
    ],
    [units.courses],
  );
  const title = units.isEditing ? 'Edit Class' : 'New Class';

  return (
    <div className={styles.frame} aria-busy={units.isLoadingCourses}>
      <Form<ClassFormValues>
        initialValues={units.initialValues}
        validate={validate}
        onSubmit={(values) => {
          submit(values);
        }}
        render={({ handleSubmit }) => (
          <InstructorForm
            label={title}
            onSubmit={handleSubmit}
            error={units.formError}
            onRetry={units.coursesStatus === 'failed' ? retry : undefined}
            submitLabel={units.isEditing ? 'Save Changes' : 'Create Class'}
            isSaving={units.isSaving}
            cancelTo={routes.classes}
          >
            <TextField name="name" label="Name" autoComplete="off" />
            <SelectField name="courseId" label="Course" options={courseOptions} fill />
            <FormField name="timeZone" label="Time Zone">
              {({ input, intent, controlProps }) => (
                <TimeZonePicker
                  name={input.name}
                  value={input.value}
                  onChange={input.onChange}
                  options={units.timeZones}
                  intent={intent}
                  controlProps={controlProps}
                />
              )}
            </FormField>
            <div className={styles.days}>
              <TextField name="firstDay" label="First Day of Class" type="date" />
              <TextField name="lastDay" label="Last Day of Class" type="date" />
            </div>
            <TextField name="instructor" label="Instructor Email" type="email" autoComplete="email" />
            <RosterField />
            {units.rosterAttendees === null ? (
              <SelectField name="attendees" label="Attendees" note={PROVISIONING_NOTE} options={ATTENDEE_OPTIONS} />
            ) : (
              <>
                <RosterAttendees count={units.rosterAttendees} note={PROVISIONING_NOTE} />
                <PassphraseChoice />
              </>
            )}
            {/* Everything typed goes to the draft, so a failed save or a reload loses nothing. */}
            <FormSpy<ClassFormValues>
              subscription={{ values: true }}
              onChange={({ values }) => valuesChanged(values)}
            />
          </InstructorForm>
        )}
      />
      {units.isLoadingCourses && (
        <div className={styles.overlay} role="status">
          <div className={styles.overlayPanel}>
            <Spinner size={SpinnerSize.STANDARD} aria-hidden />
            <span className={styles.overlayText}>
              {LOADING_COURSES_TEXT}
              {/* The dots are for the eye: a screen reader hears the words once, not every 500 ms. */}
              <span aria-hidden>{loadingDots(units.dots)}</span>
            </span>
          </div>
        </div>
      )}
    </div>
  );
}
