/** The two-step sign-in screen (src/features/account): the reminder links to it, a required setup lands on it. */
export const TWO_STEP_PATH = '/account/two-step';
