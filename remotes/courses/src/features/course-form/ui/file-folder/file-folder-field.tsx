import type { GuestOs } from '@academy/api';
import { FieldHelp } from '@academy/ui';
import { fieldMessageOf } from '@academy/ui/instructor';
import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { type FileFoldersValues, fileFolderPlaceholder, fileFolderProblem, folderOf } from '../../file-folders';
import { accountOf, type GuestAccountsValues } from '../../guest-accounts';

export interface FileFolderFieldProps {
  /** The course machine whose folder this is. */
  vm: string;
  /** Its guest's family, which the folder must be a full path of; absent when the server does not say. */
  guestOs: GuestOs | undefined;
}

/**
 * A chosen machine's 'Files go to': the folder files sent into it land in; empty for the guest account's Desktop in
 * Windows or home in Linux, shown as the placeholder.
 */
export function FileFolderField({ vm, guestOs }: FileFolderFieldProps) {
  const inputId = useId();
  const messageId = useId();
  const { input, meta } = useField<FileFoldersValues>('fileFolders', {
    subscription: { value: true, touched: true, submitFailed: true, error: true },
  });
  const accounts = useField<GuestAccountsValues>('guestAccounts', { subscription: { value: true } }).input.value;
  // react-final-form gives '' for a value never set (a form started without these fields).
  const folders: FileFoldersValues = input.value || {};
  const folder = folderOf(folders, vm);
  const problem = fileFolderProblem(folder, guestOs);
  const message = fieldMessageOf(meta) !== undefined && problem ? problem : undefined;
  return (
    <FormGroup
      label="Files go to"
      labelFor={inputId}
      intent={message ? Intent.DANGER : Intent.NONE}
      helperText={<FieldHelp id={messageId} message={message} />}
    >
      <InputGroup
        id={inputId}
        value={folder}
        placeholder={fileFolderPlaceholder(guestOs, accountOf(accounts || {}, vm).username)}
        autoComplete="off"
        spellCheck={false}
        intent={message ? Intent.DANGER : Intent.NONE}
        {...(message ? { 'aria-invalid': true, 'aria-describedby': messageId } : {})}
        onChange={(event) => input.onChange({ ...folders, [vm]: event.target.value })}
        onBlur={() => input.onBlur()}
      />
    </FormGroup>
  );
}
