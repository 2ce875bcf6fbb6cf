// Args the stories of an admin component and of its states start from: every callback a spy, no
// message, nothing pending. Each call makes new spies, so no two story files share one.
import { fn } from 'storybook/test';

export const NO_LOST_ERRORS = { title: null, content: null, location: null, image: null };

/** LostForm, new, with no photo and submit disabled; the story gives the values. */
export const lostFormArgs = () => ({
  mode: 'create' as const,
  onChange: fn(),
  errors: NO_LOST_ERRORS,
  previewUrl: null,
  onPick: fn(),
  onSubmit: fn(),
  canSubmit: false,
  message: null,
});

export const FILLED_EVENT = { title: '선착순 음료 증정', detail: '선착순 50명', startHour: '18', startMinute: '00', endHour: '19', endMinute: '30' };

/** EventForm with no time error and the dialog closed; the story gives the values and whether confirm is possible. */
export const eventFormArgs = () => ({
  onChange: fn(),
  timeError: null,
  onConfirm: fn(),
  dialogOpen: false,
  onAccept: fn(),
  onCancel: fn(),
  message: null,
});

/** AdminPostView of the admin's own post with the delete dialog closed; the story gives the post. */
export const postViewArgs = () => ({
  onEdit: fn(),
  onDelete: fn(),
  confirming: false,
  onConfirmDelete: fn(),
  onCancelDelete: fn(),
  message: null,
  canEdit: true,
  canDelete: true,
});
