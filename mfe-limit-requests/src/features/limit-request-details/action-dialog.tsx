import type { ActionDialogProps } from './action-dialog-props';
import { ApproveDialog } from './approve-dialog';
import { AssignUserDialog } from './assign-user-dialog';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { ConfirmApprovalDialog, SendBackDialog } from './four-eyes-dialogs';
import { RejectDialog } from './reject-dialog';
import { ResubmitDialog, ReturnToAgentDialog } from './return-dialogs';
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
    case 'reject':
      return <RejectDialog {...props} />;
    case 'confirm_approval':
      return <ConfirmApprovalDialog {...props} />;
    case 'send_back':
      return <SendBackDialog {...props} />;
    case 'return_to_agent':
      return <ReturnToAgentDialog {...props} />;
    case 'resubmit':
      return <ResubmitDialog {...props} />;
    default:
      return <ConfirmActionDialog {...props} />;
  }
}
