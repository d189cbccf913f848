// The training hand-off's words (console-spec §2, §8, §9). The platform is the provider's training platform, Glorifire.

export const REDIRECT_HEADER = 'Redirecting to Glorifire';
export const REDIRECT_BODY = 'You will be redirected to Glorifire platform for your Training. Please wait while we open Glorifire in a new tab';

export const UNAVAILABLE_HEADER = 'Glorifire Account Unavailable';
export const UNAVAILABLE_BODY = 'Your account on the Glorifire platform has not been created yet. Please contact your account manager to get access to your Training.';
export const GOT_IT = 'Got It';

/** When the browser blocked the new tab: the popup offers the link instead of failing silently. */
export const BLOCKED_HEADER = 'Open Glorifire';
export const BLOCKED_BODY = 'Your browser blocked the new tab. Use the button below to open Glorifire for your Training.';
export const OPEN_GLORIFIRE = 'Open Glorifire';
export const CLOSE = 'Close';

export const NOT_AUTHORISED = 'You are not authorised to perform this operation.';
export const DEFAULT_ERROR = 'Something went wrong';
