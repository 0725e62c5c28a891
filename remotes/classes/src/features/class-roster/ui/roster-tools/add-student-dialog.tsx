import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { type Ref, useId, useRef } from 'react';
import {
  $addError,
  $isAddOpen,
  $newStudent,
  $newStudentMessages,
  addStudentCancelled,
  addStudentFx,
  addStudentSubmitted,
  type NewStudentField,
  newStudentChanged,
  newStudentFieldLeft,
} from '../../model';

export const ADD_STUDENT_NOTE =
  'They get a lab at once while the class runs, and an invitation with their personal sign-in link.';

/** A field of the dialog: labelled, its message tied to it while it shows. */
function StudentField(props: {
  field: NewStudentField;
  label: string;
  type: 'text' | 'email';
  value: string;
  message: string | null;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const { change, leave } = useUnit({ change: newStudentChanged, leave: newStudentFieldLeft });
  return (
    <FormGroup
      label={props.label}
      labelFor={id}
      intent={props.message ? Intent.DANGER : Intent.NONE}
      helperText={props.message && <span id={messageId}>{props.message}</span>}
    >
      <InputGroup
        id={id}
        inputRef={props.inputRef}
        type={props.type}
        value={props.value}
        autoComplete="off"
        intent={props.message ? Intent.DANGER : Intent.NONE}
        aria-invalid={props.message ? true : undefined}
        aria-describedby={props.message ? messageId : undefined}
        onChange={(event) => change({ field: props.field, value: event.currentTarget.value })}
        onBlur={() => leave(props.field)}
      />
    </FormGroup>
  );
}

/** 'Add a student': a name and an address, checked as the class form checks its rows; a failed add keeps them. */
export function AddStudentDialog() {
  const units = useUnit({
    isOpen: $isAddOpen,
    student: $newStudent,
    messages: $newStudentMessages,
    error: $addError,
    isAdding: addStudentFx.pending,
  });
  const { submit, cancel } = useUnit({ submit: addStudentSubmitted, cancel: addStudentCancelled });
  const nameInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const noteId = useId();
  return (
    <Dialog
      isOpen={units.isOpen}
      title={<span id={titleId}>Add a student</span>}
      aria-labelledby={titleId}
      aria-describedby={noteId}
      canEscapeKeyClose={!units.isAdding}
      canOutsideClickClose={false}
      onClose={() => cancel()}
      // As soon as it shows: a name typed at once is not lost to the opening transition.
      onOpening={() => nameInput.current?.focus()}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
          // A refused add puts the focus on the first field with a message, once the messages are drawn.
          const form = event.currentTarget;
          window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        }}
      >
        <DialogBody>
          {units.error && (
            <Callout intent={Intent.DANGER} role="alert" compact>
              {units.error}
            </Callout>
          )}
          {units.messages.class && (
            <Callout intent={Intent.WARNING} role="alert" compact>
              {units.messages.class}
            </Callout>
          )}
          <p id={noteId}>{ADD_STUDENT_NOTE}</p>
          <StudentField
            field="name"
            label="Name"
            type="text"
            value={units.student.name}
            message={units.messages.name}
            inputRef={nameInput}
          />
          <StudentField
            field="email"
            label="E-mail"
            type="email"
            value={units.student.email}
            message={units.messages.email}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => cancel()} disabled={units.isAdding}>
                Cancel
              </Button>
              <Button type="submit" intent={Intent.PRIMARY} loading={units.isAdding}>
                Add student
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
