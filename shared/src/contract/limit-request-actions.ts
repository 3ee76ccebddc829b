import { Type, type Static } from 'typebox';
import { CommentText } from './fields';

/**
 * SPEC §7 bodies of POST /api/limit-requests/{id}/action/{actionId}, one shape per action
 * (the action's core_function_key). The upload_file contract is multipart and has no JSON
 * shape: `contracts_documents[0][document_type_id]` and `contracts_documents[0][file]`.
 */
export const AssignUserActionBody = Type.Object(
  {
    user_id: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'An active risk user (required; missing answers 422 on user_id)' }),
    ),
  },
  { description: 'assign_user: hands the request to a risk user' },
);

export const ApproveActionBody = Type.Object(
  {
    approved_limit: Type.Optional(
      Type.String({ maxLength: 32, description: 'Optional, positive, at most two decimals, not above the requested limit' }),
    ),
    comment: Type.Optional(Type.Union([CommentText, Type.Literal('')], { description: 'Optional note, kept in the activity log' })),
  },
  { description: 'approve: empty approves the requested amount' },
);

/** reject names its reason from the list (issue 16) and takes an optional note, kept in the activity log (issue 15). */
export const RejectActionBody = Type.Object(
  {
    reason_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description: 'An active reject reason (show → reject_reasons); required, missing answers 422 on reason_id',
      }),
    ),
    comment: Type.Optional(Type.Union([CommentText, Type.Literal('')], { description: 'Optional note, kept in the activity log' })),
  },
  { description: 'reject: a reason from the list and an optional note' },
);

/** Issue 16 (four eyes): the second reviewer confirms an approval with an optional note. */
export const ConfirmApprovalActionBody = Type.Object(
  { comment: Type.Optional(Type.Union([CommentText, Type.Literal('')], { description: 'Optional note, kept in the activity log' })) },
  { description: 'confirm_approval: an optional note' },
);

/** Issue 16 (four eyes): sending an approval back needs a note saying why. */
export const SendBackActionBody = Type.Object(
  {
    comment: Type.Optional(
      Type.Union([CommentText, Type.Literal('')], { description: 'Required: why the approval goes back; kept in the activity log' }),
    ),
  },
  { description: 'send_back: returns the request to its first reviewer, with a note' },
);

/**
 * Issue 18: the assigned reviewer returns a request to its creator with a reason from the list the
 * admin keeps (issue 17's return reasons) and a comment saying what to change.
 */
export const ReturnToAgentActionBody = Type.Object(
  {
    reason_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description: 'An active return reason (show → return_reasons); required, missing answers 422 on reason_id',
      }),
    ),
    comment: Type.Optional(
      Type.Union([CommentText, Type.Literal('')], { description: 'Required: what the agent should change; kept in the activity log' }),
    ),
  },
  { description: 'return_to_agent: a reason from the list and a comment' },
);

/** Issue 18: the creator sends a returned request back to the same reviewer, with an optional note. */
export const ResubmitActionBody = Type.Object(
  { comment: Type.Optional(Type.Union([CommentText, Type.Literal('')], { description: 'Optional note, kept in the activity log' })) },
  { description: 'resubmit: an optional note' },
);

/** take, cancel and close carry nothing (an empty object or no body). */
export const EmptyActionBody = Type.Object({}, { description: 'take, cancel, close: no fields' });

export const CONTRACT_TYPE_PART = 'contracts_documents[0][document_type_id]';
export const CONTRACT_FILE_PART = 'contracts_documents[0][file]';

export type AssignUserActionBody = Static<typeof AssignUserActionBody>;
export type ApproveActionBody = Static<typeof ApproveActionBody>;
export type RejectActionBody = Static<typeof RejectActionBody>;
export type EmptyActionBody = Static<typeof EmptyActionBody>;
export type ConfirmApprovalActionBody = Static<typeof ConfirmApprovalActionBody>;
export type SendBackActionBody = Static<typeof SendBackActionBody>;
export type ReturnToAgentActionBody = Static<typeof ReturnToAgentActionBody>;
export type ResubmitActionBody = Static<typeof ResubmitActionBody>;
