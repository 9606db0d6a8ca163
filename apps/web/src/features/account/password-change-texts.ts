/** The password change's own texts, beside the contract's labels: what the form's check compares and writes. */
export const PASSWORD_CHANGE_TEXTS = {
  repeatPassword: 'Repeat new password',
  passwordsDiffer: 'The new passwords do not match',
} as const;
