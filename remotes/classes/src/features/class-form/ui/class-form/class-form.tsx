import { routes } from '@academy/contracts';
import { FormFooter } from '@academy/ui';
import { createFormField } from '@academy/ui/instructor';
import { Button, Callout, HTMLSelect, InputGroup, Intent, Spinner, SpinnerSize } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { Form, useField } from 'react-final-form';
import {
  ATTENDEE_CHOICES,
  type ClassFormValues,
  loadingCoursesText,
  PROVISIONING_NOTE,
  validateClassForm,
} from '../../lib';
import {
  $courses,
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
} from '../../model';
import styles from './class-form.module.css';

const FormField = createFormField<ClassFormValues>(useField);

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
    courses: $courses,
    coursesStatus: $coursesStatus,
    timeZones: $timeZoneOptions,
    isLoadingCourses: $isLoadingCourses,
    dots: $loadingDots,
  });
  const { submit, retry } = useUnit({ submit: formSubmitted, retry: coursesRetryClicked });
  const courseOptions = useMemo(
    () => [
      { label: 'Select course', value: '' },
      ...units.courses.map((course) => ({ label: course.name, value: course.id })),
    ],
    [units.courses],
  );
  const timeZoneOptions = useMemo(
    () => [{ label: 'Select time zone', value: '' }, ...units.timeZones.map((zone) => ({ label: zone, value: zone }))],
    [units.timeZones],
  );
  const title = units.isEditing ? 'Edit Class' : 'New Class';

  return (
    <div className={styles.frame} aria-busy={units.isLoadingCourses}>
      <Form<ClassFormValues>
        initialValues={units.initialValues}
        validate={validateClassForm}
        onSubmit={(values) => {
          submit(values);
        }}
        render={({ handleSubmit }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={title}>
            {units.formError && (
              <Callout intent={Intent.DANGER} className={styles.banner} role="alert">
                <span>{units.formError}</span>
                {units.coursesStatus === 'failed' && (
                  <Button className={styles.retry} size="small" icon={<Refresh />} onClick={() => retry()}>
                    Retry
                  </Button>
                )}
              </Callout>
            )}
            <FormField name="name" label="Name">
              {({ id, input, intent, describedBy }) => (
                <InputGroup {...input} id={id} intent={intent} aria-describedby={describedBy} autoComplete="off" />
              )}
            </FormField>
            <FormField name="courseId" label="Course">
              {({ id, input, describedBy }) => (
                <HTMLSelect {...input} id={id} options={courseOptions} aria-describedby={describedBy} fill />
              )}
            </FormField>
            <FormField name="timeZone" label="Time Zone">
              {({ id, input, describedBy }) => (
                <HTMLSelect {...input} id={id} options={timeZoneOptions} aria-describedby={describedBy} fill />
              )}
            </FormField>
            <div className={styles.days}>
              <FormField name="firstDay" label="First Day of Class">
                {({ id, input, intent, describedBy }) => (
                  <InputGroup {...input} type="date" id={id} intent={intent} aria-describedby={describedBy} />
                )}
              </FormField>
              <FormField name="lastDay" label="Last Day of Class">
                {({ id, input, intent, describedBy }) => (
                  <InputGroup {...input} type="date" id={id} intent={intent} aria-describedby={describedBy} />
                )}
              </FormField>
            </div>
            <FormField name="instructor" label="Instructor Email">
              {({ id, input, intent, describedBy }) => (
                <InputGroup
                  {...input}
                  type="email"
                  id={id}
                  intent={intent}
                  aria-describedby={describedBy}
                  autoComplete="email"
                />
              )}
            </FormField>
            <FormField name="attendees" label="Attendees" note={PROVISIONING_NOTE}>
              {({ id, input, describedBy }) => (
                <HTMLSelect {...input} id={id} options={ATTENDEE_OPTIONS} aria-describedby={describedBy} />
              )}
            </FormField>
            <FormFooter
              submitLabel={units.isEditing ? 'Save Changes' : 'Create Class'}
              isSaving={units.isSaving}
              cancelTo={routes.classes}
            />
          </form>
        )}
      />
      {units.isLoadingCourses && (
        <div className={styles.overlay} role="status">
          <Spinner size={SpinnerSize.STANDARD} aria-hidden />
          <span className={styles.overlayText}>{loadingCoursesText(units.dots)}</span>
        </div>
      )}
    </div>
  );
}
