import type { ActionDialogProps } from './action-dialog-props';
import { ApproveDialog } from './approve-dialog';
import { AssignUserDialog } from './assign-user-dialog';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { UploadFileDialog } from './upload-file-dialog';

/** SPEC §4: the actions that need something from the user get their own dialog. */
export function ActionDialog(props: ActionDialogProps) {
  switch (props.action.core_function_key) {
    case 'assign_user':
      return <AssignUserDialog {...props} />;
    case 'upload_file':
      return <UploadFileDialog {...props} />;
    case 'approve':
      return <ApproveDialog {...props} />;
    default:
      return <ConfirmActionDialog {...props} />;
  }
}
